import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { BillingCustomer } from '@farol/model';
import { useCore } from '../core/CoreContext';
import { SidePanel } from '../layout/SidePanel';
import { EntityList } from '../lists/EntityList';
import type { ListColumn } from '../lists/listColumns';
import { STANDING_TONE, standingOf, standingRank } from './customerStanding';
import { useBillingFormat } from './invoiceFormat';
import { useRequestedList } from './useRequestedList';
import styles from './Billing.module.css';

type CustomerRow = BillingCustomer & { id: number };

/**
 * Billing management (SPEC §6: administrators with billing on; a reseller for their own tree):
 * one row per billed customer with what they owe, overdue first; a row opens the customer's
 * invoices and the actions.
 */
export function BillingPage() {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const format = useBillingFormat();
  const { collection, reload } = useRequestedList(async () =>
    (await core.billingCustomers()).map((customer) => ({ ...customer, id: customer.userId })),
  );
  const columns = useMemo<ListColumn<CustomerRow>[]>(
    () => [
      {
        id: 'standing',
        header: 'billing.fields.standing',
        value: standingRank,
        searchable: false,
        cell: (row) => (
          <span className={styles.badge} data-tone={STANDING_TONE[standingOf(row)]}>
            {t(`billing.standing.${standingOf(row)}`)}
          </span>
        ),
        width: 'minmax(0, 0.9fr)',
      },
      {
        id: 'name',
        header: 'billing.fields.customer',
        value: (row) => `${row.name} ${row.email}`,
        cell: (row) => (
          <span>
            {row.name}
            <span className={styles.amountSub}>{row.email}</span>
          </span>
        ),
        width: 'minmax(0, 1.6fr)',
      },
      {
        id: 'overdue',
        header: 'billing.fields.overdue',
        value: (row) => row.overdueAmount,
        searchable: false,
        cell: (row) => (
          <span className={styles.amount}>
            {format.money(row.overdueAmount)}
            <span className={styles.amountSub}>
              {t('billing.invoiceCount', { count: row.overdueCount })}
            </span>
          </span>
        ),
      },
      {
        id: 'open',
        header: 'billing.fields.open',
        value: (row) => row.openAmount,
        searchable: false,
        cell: (row) => (
          <span className={styles.amount}>
            {format.money(row.openAmount)}
            <span className={styles.amountSub}>
              {t('billing.invoiceCount', { count: row.openCount })}
            </span>
          </span>
        ),
      },
      {
        id: 'paid',
        header: 'billing.fields.paid',
        value: (row) => row.paidAmount,
        searchable: false,
        cell: (row) => <span className={styles.amount}>{format.money(row.paidAmount)}</span>,
      },
    ],
    [t, format],
  );
  return (
    <SidePanel title={t('billing.manager.title')} wide>
      <EntityList
        testId="billing-customers"
        label={t('billing.manager.title')}
        collection={collection}
        columns={columns}
        emptyText={t('billing.manager.empty')}
        onOpen={(row) => navigate(`/billing/${row.userId}`)}
        onRetry={() => void reload()}
      />
    </SidePanel>
  );
}

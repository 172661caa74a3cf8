import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { BillingCustomer } from '@farol/model';
import { useNarrowScreen } from '../alerts/useNarrowScreen';
import { useCore } from '../core/CoreContext';
import { SidePanel } from '../layout/SidePanel';
import { EntityList } from '../lists/EntityList';
import type { ListColumn } from '../lists/listColumns';
import { STANDING_TONE, standingOf, standingRank, standingSortText } from './customerStanding';
import { useBillingFormat } from './invoiceFormat';
import { useRequestedList } from './useRequestedList';
import styles from './Billing.module.css';

type CustomerRow = BillingCustomer & { id: number };

/**
 * Billing management (SPEC §6: administrators with billing on; a reseller for their own tree):
 * one row per billed customer with what they owe, overdue first; a row opens the customer's
 * invoices and the actions. On a phone the standing goes beneath the name and what was
 * received is left out, so three columns fit.
 */
export function BillingPage() {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const format = useBillingFormat();
  const narrow = useNarrowScreen();
  const { collection, reload } = useRequestedList(async () =>
    (await core.billingCustomers()).map((customer) => ({ ...customer, id: customer.userId })),
  );
  const columns = useMemo<ListColumn<CustomerRow>[]>(
    () => [
      ...(narrow
        ? [
            {
              id: 'standing',
              header: 'billing.fields.customer',
              // Sorts worst standing first, and searches by name and e-mail.
              value: (row: CustomerRow) => standingSortText(row),
              cell: (row: CustomerRow) => (
                <span>
                  {row.name}
                  <span className={styles.amountSub}>
                    <StandingBadge customer={row} />
                  </span>
                </span>
              ),
              width: 'minmax(0, 1.4fr)',
            },
          ]
        : [
            {
              id: 'standing',
              header: 'billing.fields.standing',
              value: standingRank,
              searchable: false,
              cell: (row: CustomerRow) => <StandingBadge customer={row} />,
              width: 'minmax(0, 0.9fr)',
            },
            {
              id: 'name',
              header: 'billing.fields.customer',
              value: (row: CustomerRow) => `${row.name} ${row.email}`,
              cell: (row: CustomerRow) => (
                <span>
                  {row.name}
                  <span className={styles.amountSub}>{row.email}</span>
                </span>
              ),
              width: 'minmax(0, 1.6fr)',
            },
          ]),
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
      ...(narrow
        ? []
        : [
            {
              id: 'paid',
              header: 'billing.fields.paid',
              value: (row: CustomerRow) => row.paidAmount,
              searchable: false,
              cell: (row: CustomerRow) => (
                <span className={styles.amount}>{format.money(row.paidAmount)}</span>
              ),
            },
          ]),
    ],
    [t, format, narrow],
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

function StandingBadge({ customer }: { customer: BillingCustomer }) {
  const { t } = useTranslation();
  const standing = standingOf(customer);
  return (
    <span className={styles.badge} data-tone={STANDING_TONE[standing]}>
      {t(`billing.standing.${standing}`)}
    </span>
  );
}

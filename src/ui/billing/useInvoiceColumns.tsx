import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isOpen, type Invoice } from '@farol/model';
import { useNarrowScreen } from '../alerts/useNarrowScreen';
import type { ListColumn } from '../lists/listColumns';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { useBillingFormat } from './invoiceFormat';
import styles from './Billing.module.css';

/**
 * The columns of an invoice list: due date (with what it bills), status, the amount (what paying
 * today costs, fine and interest or discount included; the invoice's value beneath when it
 * differs) and the payment link of an open invoice. On a phone the status goes beneath the
 * due date, so three columns fit.
 */
export function useInvoiceColumns(): ListColumn<Invoice>[] {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const narrow = useNarrowScreen();
  return useMemo(
    (): ListColumn<Invoice>[] => [
      {
        id: 'dueDate',
        header: 'billing.fields.dueDate',
        value: (invoice) => invoice.dueDate,
        cell: (invoice) => (
          <span>
            {format.day(invoice.dueDate)}
            {narrow ? (
              <span className={styles.amountSub}>
                <InvoiceStatusBadge status={invoice.status} />
              </span>
            ) : (
              <span className={styles.amountSub}>{invoice.description || invoice.period}</span>
            )}
          </span>
        ),
        width: 'minmax(0, 1.3fr)',
      },
      ...(narrow ? [] : [statusColumn(t)]),
      {
        id: 'amount',
        header: 'billing.fields.amount',
        value: (invoice) => invoice.amountDue,
        searchable: false,
        cell: (invoice) => (
          <span className={styles.amount}>
            {format.money(invoice.amountDue)}
            {invoice.amountDue !== invoice.value && (
              <span className={styles.amountSub}>
                {t('billing.valueWas', { value: format.money(invoice.value) })}
              </span>
            )}
          </span>
        ),
        width: 'minmax(0, 1fr)',
      },
      {
        id: 'link',
        header: 'billing.fields.link',
        value: (invoice) => (invoice.link && isOpen(invoice.status) ? 0 : 1),
        searchable: false,
        cell: (invoice) =>
          invoice.link && isOpen(invoice.status) ? (
            <a
              className={styles.payLink}
              href={invoice.link}
              target="_blank"
              rel="noreferrer noopener"
              onClick={(event) => event.stopPropagation()}
            >
              {t('billing.pay')}
            </a>
          ) : invoice.paidDate ? (
            <span className={styles.amountSub}>
              {t('billing.paidOn', { date: format.day(invoice.paidDate) })}
            </span>
          ) : (
            '—'
          ),
        width: 'minmax(0, 0.8fr)',
      },
    ],
    [t, format, narrow],
  );
}

function statusColumn(t: (key: string) => string): ListColumn<Invoice> {
  return {
    id: 'status',
    header: 'billing.fields.status',
    value: (invoice) => t(`billing.status.${invoice.status}`),
    cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
    width: 'minmax(0, 1.1fr)',
  };
}

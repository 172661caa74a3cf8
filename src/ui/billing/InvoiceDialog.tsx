import { useTranslation } from 'react-i18next';
import { isOpen, type Invoice, type InvoiceAction } from '@farol/model';
import controls from '../common/controls.module.css';
import { Dialog } from '../common/Dialog';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { useBillingFormat } from './invoiceFormat';
import styles from './Billing.module.css';

/** The actions an invoice offers: settling ones while it is open; delete always (the server decides). */
export function actionsFor(invoice: Invoice): InvoiceAction[] {
  const open = isOpen(invoice.status);
  return [
    ...(open ? (['setAsReceivedCash', 'cancel'] as const) : []),
    ...(open && invoice.link ? (['resend'] as const) : []),
    'delete',
  ];
}

/** One invoice of a customer: its details and the manager's actions on it. */
export function InvoiceDialog({
  invoice,
  busy,
  onAction,
  onClose,
}: {
  invoice: Invoice;
  busy: boolean;
  onAction(action: InvoiceAction): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  return (
    <Dialog
      title={t('billing.invoiceTitle', { due: format.day(invoice.dueDate) })}
      onClose={onClose}
      actions={
        <button type="button" className={`${controls.button} ${controls.ghost}`} onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <dl className={styles.details}>
        <dt>{t('billing.fields.status')}</dt>
        <dd>
          <InvoiceStatusBadge status={invoice.status} />
        </dd>
        <dt>{t('billing.fields.description')}</dt>
        <dd>{invoice.description || invoice.period}</dd>
        <dt>{t('billing.fields.value')}</dt>
        <dd>{format.money(invoice.value)}</dd>
        <dt>{t('billing.fields.amount')}</dt>
        <dd>
          {format.money(invoice.amountDue)}
          {invoice.daysLate > 0 && ` · ${t('billing.daysLate', { count: invoice.daysLate })}`}
        </dd>
        {invoice.paidDate && (
          <>
            <dt>{t('billing.fields.paidDate')}</dt>
            <dd>{format.day(invoice.paidDate)}</dd>
          </>
        )}
        {invoice.link && (
          <>
            <dt>{t('billing.fields.link')}</dt>
            <dd>
              <a href={invoice.link} target="_blank" rel="noreferrer noopener">
                {t('billing.openLink')}
              </a>
            </dd>
          </>
        )}
      </dl>
      <div className={styles.actions} role="group" aria-label={t('billing.invoiceActions')}>
        {actionsFor(invoice).map((action) => (
          <button
            key={action}
            type="button"
            className={`${controls.button} ${action === 'setAsReceivedCash' ? '' : controls.ghost}`}
            disabled={busy}
            onClick={() => onAction(action)}
          >
            {t(`billing.actions.${action}`)}
          </button>
        ))}
      </div>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { isOpen, isPaid, type InvoiceStatus } from '@farol/model';
import styles from './Billing.module.css';

/** How a status looks: paid green, overdue red, open amber, the rest grey. */
export function statusTone(status: InvoiceStatus): 'paid' | 'late' | 'open' | 'other' {
  if (isPaid(status)) return 'paid';
  if (status === 'OVERDUE') return 'late';
  return isOpen(status) ? 'open' : 'other';
}

/** An invoice's status (SPEC §3) in words, coloured by what it means for the customer. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-tone={statusTone(status)}>
      {t(`billing.status.${status}`)}
    </span>
  );
}

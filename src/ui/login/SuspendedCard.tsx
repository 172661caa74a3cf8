import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@farol/model';
import type { Suspension } from '../../machines/coreError';
import { ConfirmDialog } from '../common/ConfirmDialog';
import controls from '../common/controls.module.css';
import { ErrorText } from './ErrorText';
import styles from './LoginPage.module.css';

/**
 * The login screen's suspended state (SPEC §2): why, the open invoices with their payment links,
 * and — when offered — the trust unlock, confirmed first (SPEC §5).
 */
export function SuspendedCard({
  error,
  errorDetail,
  suspension,
  busy,
  onTrust,
  onBack,
}: {
  error: ErrorCode | null;
  errorDetail: string | null;
  suspension: Suspension | null;
  busy: boolean;
  onTrust(): void;
  onBack(): void;
}) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'BRL' });
  const invoices = suspension?.invoices ?? [];
  return (
    <div className={styles.card} role="alert">
      <h1 className={styles.title}>{t('login.suspendedTitle')}</h1>
      <p>{t('login.suspendedText')}</p>
      <ErrorText code={error} detail={errorDetail} />
      {invoices.length > 0 && (
        <ul aria-label={t('login.openInvoices')}>
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              {t('login.invoiceLine', {
                due: invoice.dueDate.split('-').reverse().join('/'),
                amount: money.format(invoice.amountDue),
              })}{' '}
              {invoice.link && (
                <a href={invoice.link} target="_blank" rel="noreferrer noopener">
                  {t('login.payInvoice')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {suspension?.trustAvailable && (
        <button
          type="button"
          className={controls.button}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {t('login.trustUnlock')}
        </button>
      )}
      <button type="button" className={controls.button} onClick={onBack}>
        {t('login.backToLogin')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('login.trustUnlock')}
          text={t('login.trustUnlockConfirm')}
          onConfirm={() => {
            setConfirming(false);
            onTrust();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

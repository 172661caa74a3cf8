import { useTranslation } from 'react-i18next';
import type { BillingCustomer } from '@farol/model';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { formatDateTime } from '../format/formatDateTime';
import { useDisplayPrefs } from '../format/useDisplayPrefs';
import { STANDING_TONE, standingOf } from './customerStanding';
import type { ConfirmedAction } from './useConfirmedAction';
import styles from './Billing.module.css';

/** Days a manager's unlock lasts unless it is for good. */
export const UNLOCK_DAYS = 7;

/**
 * Where a customer stands (suspended, overdue, owing, up to date; locked by hand; unlocked
 * until…) and the access actions: suspend now, unlock for some days or for good.
 */
export function CustomerAccess({
  customer,
  busy,
  onAsk,
}: {
  customer: BillingCustomer;
  busy: boolean;
  onAsk(action: ConfirmedAction): void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const prefs = useDisplayPrefs();
  const standing = standingOf(customer);
  const name = customer.name;
  const notes = [
    customer.locked && t('billing.access.locked'),
    customer.unlockedForever && t('billing.access.unlockedForever'),
    customer.unlockedUntil &&
      !customer.unlockedForever &&
      Date.parse(customer.unlockedUntil) > Date.now() &&
      t('billing.access.unlockedUntil', { date: formatDateTime(customer.unlockedUntil, prefs) }),
  ].filter(Boolean);
  const unlock = (forever: boolean): ConfirmedAction => ({
    title: t(forever ? 'billing.actions.unlockForever' : 'billing.actions.unlock'),
    question: t(forever ? 'billing.confirm.unlockForever' : 'billing.confirm.unlock', {
      customer: name,
      count: UNLOCK_DAYS,
    }),
    confirmLabel: t(forever ? 'billing.actions.unlockForever' : 'billing.actions.unlock'),
    done: t('billing.done.unlock'),
    run: () =>
      core.setCustomerAccess({
        userId: customer.userId,
        locked: false,
        forever,
        days: UNLOCK_DAYS,
      }),
  });
  return (
    <div className={styles.summary} data-testid="customer-access">
      <span className={styles.badge} data-tone={STANDING_TONE[standing]}>
        {t(`billing.standing.${standing}`)}
      </span>
      <span className={styles.summaryText}>
        {customer.email}
        {notes.map((note) => (
          <span key={String(note)} className={styles.amountSub}>
            {note}
          </span>
        ))}
      </span>
      <div className={styles.actions}>
        {!customer.locked && (
          <button
            type="button"
            className={`${controls.button} ${controls.ghost}`}
            disabled={busy}
            onClick={() =>
              onAsk({
                title: t('billing.actions.suspend'),
                question: t('billing.confirm.suspend', { customer: name }),
                confirmLabel: t('billing.actions.suspend'),
                danger: true,
                done: t('billing.done.suspend'),
                run: () => core.setCustomerAccess({ userId: customer.userId, locked: true }),
              })
            }
          >
            {t('billing.actions.suspend')}
          </button>
        )}
        {(customer.suspended || customer.locked) && (
          <>
            <button
              type="button"
              className={controls.button}
              disabled={busy}
              onClick={() => onAsk(unlock(false))}
            >
              {t('billing.actions.unlock')}
            </button>
            <button
              type="button"
              className={`${controls.button} ${controls.ghost}`}
              disabled={busy}
              onClick={() => onAsk(unlock(true))}
            >
              {t('billing.actions.unlockForever')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

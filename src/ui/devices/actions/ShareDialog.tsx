import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createShareLinkImplementations,
  shareLinkMachine,
} from '../../../machines/shareLinkMachine';
import type { Share } from '@farol/model';
import controls from '../../common/controls.module.css';
import { Dialog } from '../../common/Dialog';
import { useCore } from '../../core/CoreContext';
import { formatDateTime } from '../../format/formatDateTime';
import { useDisplayPrefs } from '../../format/useDisplayPrefs';
import { ErrorText } from '../../login/ErrorText';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { ShareEditForm } from './ShareEditForm';
import { expiryOf, toDateTimeLocal, type ShareChoice } from './shareExpiry';
import { ShareLinkView } from './ShareLinkView';
import { ShareList } from './ShareList';
import { ShareValidity } from './ShareValidity';
import styles from './ShareDialog.module.css';

const DAY_MS = 86_400_000;

/**
 * "Share temporary link" (SPEC §2): choose how long the link lives (1 hour, 1 day, 7 days or a
 * date and time), create it, then copy it or show its QR code; the device's other links are
 * listed with their expiry, each can be given a new expiry and rights, and deleting one asks
 * first (the dialog gives way to the question).
 */
export function ShareDialog({
  deviceId,
  name,
  onClose,
}: {
  deviceId: number;
  name: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const logic = useMemo(
    () => shareLinkMachine.provide(createShareLinkImplementations(core)),
    [core],
  );
  const [state, send] = useMachine(logic, { input: { deviceId } });
  const [choice, setChoice] = useState<ShareChoice>('hour');
  const [custom, setCustom] = useState(() => toDateTimeLocal(Date.now() + DAY_MS));
  const { shares, shown, deleting, editing, error } = state.context;
  const prefs = useDisplayPrefs();
  const date = (share: Share) =>
    formatDateTime(share.expirationTime, prefs) ?? share.expirationTime;
  const when = (share: Share) =>
    t(Date.parse(share.expirationTime) > Date.now() ? 'share.expiresAt' : 'share.expiredAt', {
      date: date(share),
    });
  const creating = state.matches('creating');

  if (state.matches('confirming') || state.matches('removing')) {
    return (
      <ConfirmDialog
        title={t('share.delete')}
        text={t('share.confirmDelete', { date: deleting ? date(deleting) : '' })}
        danger
        onConfirm={() => send({ type: 'share.confirm' })}
        onCancel={() => send({ type: 'share.cancel' })}
      />
    );
  }

  const create = () => {
    const expiresAt = expiryOf(choice, custom, Date.now());
    send({ type: 'share.create', expiresAt });
  };

  return (
    <Dialog
      title={t('share.title')}
      onClose={onClose}
      actions={
        <button type="button" className={`${controls.button} ${controls.ghost}`} onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <div className={styles.dialog} data-testid="share-dialog">
        <p className={styles.intro}>{t('share.intro', { name })}</p>
        {editing ? (
          <ShareEditForm
            share={editing}
            when={when(editing)}
            saving={state.matches('updating')}
            onSave={(change) => send({ type: 'share.save', ...change })}
            onCancel={() => send({ type: 'share.cancel' })}
          />
        ) : (
          <fieldset className={`${styles.section} ${styles.bare}`}>
            <legend className={styles.heading}>{t('share.validity')}</legend>
            <ShareValidity
              choice={choice}
              custom={custom}
              onChoice={setChoice}
              onCustom={setCustom}
            />
            <button
              type="button"
              className={`${controls.button} ${styles.create}`}
              disabled={creating || !state.matches('ready')}
              onClick={create}
            >
              {creating ? t('share.creating') : t('share.create')}
            </button>
          </fieldset>
        )}
        <ErrorText code={error} />
        {state.matches('unavailable') && (
          <button
            type="button"
            className={`${controls.button} ${controls.ghost}`}
            onClick={() => send({ type: 'share.retry' })}
          >
            {t('common.retry')}
          </button>
        )}
        {shown && <ShareLinkView share={shown} expires={when(shown)} />}
        <section className={styles.section}>
          <h3 className={styles.heading}>{t('share.active')}</h3>
          {state.matches('loading') ? (
            <p className={styles.empty}>{t('common.loading')}</p>
          ) : (
            <ShareList
              shares={shares}
              shownId={shown?.id ?? null}
              when={when}
              onShow={(shareId) => send({ type: 'share.show', shareId })}
              onEdit={(shareId) => send({ type: 'share.edit', shareId })}
              onDelete={(shareId) => send({ type: 'share.delete', shareId })}
            />
          )}
        </section>
      </div>
    </Dialog>
  );
}

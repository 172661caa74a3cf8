import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Share } from '@farol/model';
import controls from '../../common/controls.module.css';
import form from '../../forms/Form.module.css';
import type { ShareRights } from '../../../machines/shareLinkMachine';
import { expiryOf, toDateTimeLocal, type ShareChoice } from './shareExpiry';
import { ShareValidity } from './ShareValidity';
import styles from './ShareDialog.module.css';

/**
 * A share's new expiry and rights (companion API `PUT /shares/{id}`): the expiry starts at the
 * share's own; "limit commands" keeps the visitor from sending commands, "allow block" lets them
 * stop and resume the engine even so.
 */
export function ShareEditForm({
  share,
  when,
  saving,
  onSave,
  onCancel,
}: {
  share: Share;
  /** The share's current expiry as the user reads it. */
  when: string;
  saving: boolean;
  onSave(change: { expiresAt: number } & ShareRights): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ShareChoice>('custom');
  const [custom, setCustom] = useState(() => toDateTimeLocal(Date.parse(share.expirationTime)));
  const [limitCommands, setLimitCommands] = useState(share.limitCommands);
  const [allowBlock, setAllowBlock] = useState(share.allowBlock);
  const save = () =>
    onSave({ expiresAt: expiryOf(choice, custom, Date.now()), limitCommands, allowBlock });
  return (
    <fieldset className={`${styles.section} ${styles.bare}`} data-testid="share-edit">
      <legend className={styles.heading}>{t('share.editTitle', { when })}</legend>
      <ShareValidity choice={choice} custom={custom} onChoice={setChoice} onCustom={setCustom} />
      <label className={form.check}>
        <input
          type="checkbox"
          checked={limitCommands}
          onChange={(event) => setLimitCommands(event.target.checked)}
        />
        {t('share.limitCommands')}
      </label>
      <label className={form.check}>
        <input
          type="checkbox"
          checked={allowBlock}
          onChange={(event) => setAllowBlock(event.target.checked)}
        />
        {t('share.allowBlock')}
      </label>
      <div className={styles.choices}>
        <button type="button" className={controls.button} disabled={saving} onClick={save}>
          {saving ? t('share.saving') : t('share.save')}
        </button>
        <button
          type="button"
          className={`${controls.button} ${controls.ghost}`}
          disabled={saving}
          onClick={onCancel}
        >
          {t('common.cancel')}
        </button>
      </div>
    </fieldset>
  );
}

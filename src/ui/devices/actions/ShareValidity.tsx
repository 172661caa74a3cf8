import { useTranslation } from 'react-i18next';
import controls from '../../common/controls.module.css';
import { SHARE_PRESETS, toDateTimeLocal, type ShareChoice } from './shareExpiry';
import styles from './ShareDialog.module.css';

const CHOICES: ShareChoice[] = [...SHARE_PRESETS.map((preset) => preset.key), 'custom'];

/** How long a link lives: 1 hour, 1 day, 7 days from now, or a date and time (SPEC §2). */
export function ShareValidity({
  choice,
  custom,
  onChoice,
  onCustom,
}: {
  choice: ShareChoice;
  custom: string;
  onChoice(choice: ShareChoice): void;
  onCustom(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.choices}>
        {CHOICES.map((key) => (
          <button
            key={key}
            type="button"
            className={controls.chip}
            aria-pressed={choice === key}
            onClick={() => onChoice(key)}
          >
            {t(`share.presets.${key}`)}
          </button>
        ))}
      </div>
      {choice === 'custom' && (
        <label className={controls.field}>
          <span className={controls.label}>{t('share.customAt')}</span>
          <input
            className={controls.input}
            type="datetime-local"
            value={custom}
            min={toDateTimeLocal(Date.now())}
            onChange={(event) => onCustom(event.target.value)}
          />
        </label>
      )}
    </>
  );
}

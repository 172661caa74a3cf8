import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../common/controls.module.css';
import { PERIOD_PRESETS, type PeriodPreset } from './period';
import styles from './ReportForm.module.css';

export interface PeriodChoice {
  preset: PeriodPreset;
  /** Custom bounds, `yyyy-MM-ddTHH:mm` wall time in the user's zone. */
  from: string;
  to: string;
}

/** The period of SPEC §2: a preset, or a custom range in the user's time zone. */
export function PeriodPicker({
  value,
  zone,
  onChange,
}: {
  value: PeriodChoice;
  zone: string;
  onChange(value: PeriodChoice): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={controls.label}>{t('reports.form.period')}</legend>
      <div className={styles.presets} role="radiogroup" aria-label={t('reports.form.period')}>
        {PERIOD_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            role="radio"
            aria-checked={value.preset === preset}
            className={controls.chip}
            aria-pressed={value.preset === preset}
            onClick={() => onChange({ ...value, preset })}
          >
            {t(`reports.form.presets.${preset}`)}
          </button>
        ))}
      </div>
      {value.preset === 'custom' && (
        <div className={styles.range}>
          <label className={controls.field} htmlFor={`${id}-from`}>
            <span className={controls.label}>{t('reports.form.from')}</span>
            <input
              id={`${id}-from`}
              type="datetime-local"
              className={controls.input}
              value={value.from}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
            />
          </label>
          <label className={controls.field} htmlFor={`${id}-to`}>
            <span className={controls.label}>{t('reports.form.to')}</span>
            <input
              id={`${id}-to`}
              type="datetime-local"
              className={controls.input}
              value={value.to}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
            />
          </label>
        </div>
      )}
      <span className={styles.zone}>{t('reports.form.timeZone', { zone })}</span>
    </fieldset>
  );
}

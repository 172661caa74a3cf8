import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TYPES, VOCABULARY_NAMESPACE } from '@farol/model';
import controls from '../common/controls.module.css';
import styles from './ReportForm.module.css';

/** The event types of the events report; none chosen means every type. */
export function EventTypePicker({
  value,
  onChange,
}: {
  value: string[];
  onChange(types: string[]): void;
}) {
  const { t } = useTranslation();
  const toggle = (type: string) =>
    onChange(value.includes(type) ? value.filter((other) => other !== type) : [...value, type]);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={controls.label}>{t('reports.form.eventTypes')}</legend>
      <div className={styles.presets}>
        <button
          type="button"
          className={controls.chip}
          aria-pressed={value.length === 0}
          onClick={() => onChange([])}
        >
          {t('reports.form.allEvents')}
        </button>
        {NOTIFICATION_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={controls.chip}
            aria-pressed={value.includes(type)}
            onClick={() => toggle(type)}
          >
            {t(`${VOCABULARY_NAMESPACE}:events.${type}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

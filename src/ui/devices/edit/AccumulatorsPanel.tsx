import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { convertDistance, distanceUnitOf, MILES_PER_KM } from '@farol/model';
import controls from '../../common/controls.module.css';
import { useCore } from '../../core/CoreContext';
import { useSelectedDevice, useSession } from '../../core/hooks';
import { FormSection } from '../../forms/EntityForm';
import formStyles from '../../forms/Form.module.css';
import styles from './DeviceEdit.module.css';

const MS_PER_HOUR = 3_600_000;

/**
 * Odometer and engine hours (SPEC §2 device form, through `PUT /api/devices/{id}/accumulators`):
 * the odometer in the user's distance unit, hours as hours. Applied at once, apart from Save.
 */
export function AccumulatorsPanel({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const core = useCore();
  const user = useSession()?.user;
  const unit = distanceUnitOf(user?.attributes['distanceUnit']);
  const selected = useSelectedDevice();
  const attributes = selected?.device.id === deviceId ? selected.position?.attributes : undefined;
  const metres = Number(attributes?.['totalDistance']);
  const ms = Number(attributes?.['hours']);
  const [distance, setDistance] = useState(
    Number.isFinite(metres) ? String(convertDistance(metres, unit)) : '',
  );
  const [hours, setHours] = useState(
    Number.isFinite(ms) ? String(Math.round((ms / MS_PER_HOUR) * 10) / 10) : '',
  );
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const apply = async () => {
    const km = unit === 'mi' ? Number(distance) / MILES_PER_KM : Number(distance);
    try {
      await core.updateAccumulators({
        deviceId,
        totalDistance: distance === '' ? undefined : Math.round(km * 1000),
        hours: hours === '' ? undefined : Math.round(Number(hours) * MS_PER_HOUR),
      });
      setResult({ ok: true, text: t('deviceForm.accumulators.done') });
    } catch (error) {
      const reason = (error as { message?: string }).message ?? '';
      setResult({ ok: false, text: t('deviceForm.accumulators.failed', { reason }) });
    }
  };
  const stopEnter = (event: React.KeyboardEvent) => event.key === 'Enter' && event.preventDefault();
  const invalid =
    (distance === '' && hours === '') ||
    (distance !== '' && !(Number(distance) >= 0)) ||
    (hours !== '' && !(Number(hours) >= 0));

  return (
    <FormSection title={t('deviceForm.accumulators.title')}>
      <div className={styles.accumulators}>
        <label className={formStyles.field}>
          <span className={formStyles.label}>
            {t('deviceForm.accumulators.odometer', { unit: t(`units.${unit}`) })}
          </span>
          <input
            className={formStyles.input}
            type="number"
            min={0}
            step="any"
            value={distance}
            onKeyDown={stopEnter}
            onChange={(event) => setDistance(event.target.value)}
          />
        </label>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{t('deviceForm.accumulators.hours')}</span>
          <input
            className={formStyles.input}
            type="number"
            min={0}
            step="any"
            value={hours}
            onKeyDown={stopEnter}
            onChange={(event) => setHours(event.target.value)}
          />
        </label>
        <button
          type="button"
          className={`${controls.button} ${controls.ghost}`}
          disabled={invalid}
          onClick={() => void apply()}
        >
          {t('deviceForm.accumulators.apply')}
        </button>
      </div>
      {result && (
        <span className={result.ok ? formStyles.hint : formStyles.message} role="status">
          {result.text}
        </span>
      )}
    </FormSection>
  );
}

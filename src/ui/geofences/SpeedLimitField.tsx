import { useTranslation } from 'react-i18next';
import { convertSpeed, speedUnitOf } from '@farol/model';
import { useSession } from '../core/hooks';
import { useField } from '../forms/FormContext';
import { FieldFrame } from '../forms/FormField';
import styles from '../forms/Form.module.css';

/**
 * The `speedLimit` attribute, stored in knots as Traccar keeps speeds, shown and typed in the
 * user's speed unit; emptied, the key goes.
 */
export function SpeedLimitField() {
  const { t } = useTranslation();
  const unit = speedUnitOf(useSession()?.user?.attributes['speedUnit']);
  const field = useField<Record<string, unknown>>('attributes');
  const knots = Number(field.value['speedLimit']);
  const perKnot = convertSpeed(1, unit);
  const shown =
    Number.isFinite(knots) && field.value['speedLimit'] !== undefined
      ? String(Math.round(knots * perKnot * 10) / 10)
      : '';
  return (
    <FieldFrame
      id="attribute-speedLimit"
      label={t('geofences.fields.speedLimit', { unit: t(`units.${unit}`) })}
      error={null}
    >
      <input
        id="attribute-speedLimit"
        className={styles.input}
        type="number"
        inputMode="decimal"
        step="any"
        min={0}
        disabled={field.disabled}
        // Uncontrolled: converting each keystroke back and forth would eat a typed "74." dot.
        defaultValue={shown}
        onChange={(event) => {
          const copy = { ...field.value };
          if (event.target.value === '') delete copy['speedLimit'];
          else copy['speedLimit'] = Number(event.target.value) / perKnot;
          field.set(copy);
        }}
      />
    </FieldFrame>
  );
}

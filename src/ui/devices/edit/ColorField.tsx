import { useTranslation } from 'react-i18next';
import { formatHsb, parseHsb } from '@farol/model';
import controls from '../../common/controls.module.css';
import { useField } from '../../forms/FormContext';
import styles from './DeviceEdit.module.css';

const NEUTRAL = { hue: 0, saturation: 0, brightness: 100 };

/**
 * A glyph colour stored as the companion's `h|s|b` attribute (`tarkan.color`,
 * `tarkan.color_extra`): hue, saturation and brightness sliders; Reset removes it (white).
 */
export function ColorField({ attribute, label }: { attribute: string; label: string }) {
  const { t } = useTranslation();
  const field = useField<Record<string, unknown>>('attributes');
  const attributes = field.value ?? {};
  const hsb = parseHsb(attributes[attribute]) ?? NEUTRAL;
  const set = (part: keyof typeof NEUTRAL, value: number) => {
    const next = { ...hsb, [part]: value };
    field.set({
      ...attributes,
      [attribute]: formatHsb(next.hue, next.saturation, next.brightness),
    });
  };
  const reset = () => {
    const copy = { ...attributes };
    delete copy[attribute];
    field.set(copy);
  };
  const slider = (part: keyof typeof NEUTRAL, max: number) => (
    <label className={styles.slider}>
      <span>{t(`deviceForm.color.${part}`)}</span>
      <input
        type="range"
        min={0}
        max={max}
        value={Math.round(hsb[part])}
        disabled={field.disabled}
        aria-label={`${label}: ${t(`deviceForm.color.${part}`)}`}
        onChange={(event) => set(part, Number(event.target.value))}
      />
      <output>{Math.round(hsb[part])}</output>
    </label>
  );
  return (
    <div className={styles.color}>
      <div className={styles.colorHead}>
        <span className={styles.legend}>{label}</span>
        <button type="button" className={`${controls.chip}`} onClick={reset}>
          {t('deviceForm.color.reset')}
        </button>
      </div>
      {slider('hue', 360)}
      {slider('saturation', 100)}
      {slider('brightness', 100)}
    </div>
  );
}

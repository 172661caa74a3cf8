import { useState } from 'react';
import { useField } from './FormContext';
import { FieldFrame } from './FormField';
import styles from './Form.module.css';

/**
 * A number stored in one unit and shown in another (metres as km, milliseconds as hours):
 * the field shows `value / scale`, rounded to `decimals`, and stores what is typed × `scale`.
 */
export function ScaledNumberField({
  name,
  label,
  scale,
  decimals = 2,
  hint,
}: {
  name: string;
  label: string;
  scale: number;
  decimals?: number;
  hint?: string;
}) {
  const field = useField<number>(name);
  // While typing, the typed text shows as is: converting it back would eat a trailing "12." dot.
  const [typing, setTyping] = useState<string | null>(null);
  const shown = Number.isFinite(field.value)
    ? String(Math.round((field.value / scale) * 10 ** decimals) / 10 ** decimals)
    : '';
  return (
    <FieldFrame id={field.id} label={label} error={field.error} hint={hint}>
      <input
        id={field.id}
        name={name}
        className={styles.input}
        type="number"
        inputMode="decimal"
        step="any"
        disabled={field.disabled}
        aria-invalid={field.error ? true : undefined}
        value={typing ?? shown}
        onBlur={() => setTyping(null)}
        onChange={(event) => {
          setTyping(event.target.value);
          field.set(event.target.value === '' ? Number.NaN : Number(event.target.value) * scale);
        }}
      />
    </FieldFrame>
  );
}

import { useEffect, useState } from 'react';
import formStyles from '../../forms/Form.module.css';

/**
 * A length in metres typed as a number (a circle's radius, a line's corridor). Kept as typed
 * while it is being typed; a positive number is sent, anything else waits for a better one.
 */
export function MetresField({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: number;
  onChange(value: number): void;
}) {
  const shown = String(Math.round(value * 10) / 10);
  const [typed, setTyped] = useState(shown);
  // The map changes it too (dragging a circle's rim): show that unless it is what was typed.
  useEffect(() => {
    setTyped((current) => (Number(current) === Number(shown) ? current : shown));
  }, [shown]);
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={formStyles.input}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          const number = Number(event.target.value);
          if (event.target.value !== '' && number > 0) onChange(number);
        }}
      />
      {hint && <span className={formStyles.hint}>{hint}</span>}
    </div>
  );
}

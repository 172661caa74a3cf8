import { formatTraccarDate } from '@farol/model';
import { useField } from './FormContext';
import { FieldFrame } from './FormField';
import styles from './Form.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date as the value of a `datetime-local` input, in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (browser time) as Traccar's ISO date with its zone; '' → null. */
export function fromLocalInput(text: string): string | null {
  if (!text) return null;
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) ? null : formatTraccarDate(ms);
}

/** A nullable date and time field (expiry dates); empty means none. */
export function DateTimeField({
  name,
  label,
  hint,
}: {
  name: string;
  label: string;
  hint?: string;
}) {
  const field = useField<string | null>(name);
  return (
    <FieldFrame id={field.id} label={label} error={field.error} hint={hint}>
      <input
        id={field.id}
        name={name}
        className={styles.input}
        type="datetime-local"
        disabled={field.disabled}
        value={toLocalInput(field.value)}
        onChange={(event) => field.set(fromLocalInput(event.target.value))}
      />
    </FieldFrame>
  );
}

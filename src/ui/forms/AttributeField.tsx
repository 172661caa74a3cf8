import { useField } from './FormContext';
import { FieldFrame } from './FormField';
import styles from './Form.module.css';

/**
 * A field stored in the object's `attributes` (plate, iccid, fuel cost, `tarkan.*` switches…):
 * text, number or a switch. An emptied text or number removes the key.
 */
export function AttributeField({
  attribute,
  label,
  kind = 'text',
  hint,
  type,
  showError = false,
  defaultOn = false,
}: {
  attribute: string;
  label: string;
  kind?: 'text' | 'number' | 'boolean';
  hint?: string;
  type?: string;
  /** Shows the message of a rule on the whole `attributes` (e.g. the custom sound URL's). */
  showError?: boolean;
  /** A switch that is on while the key is absent (server features on unless set to false). */
  defaultOn?: boolean;
}) {
  const field = useField<Record<string, unknown>>('attributes');
  const attributes = field.value ?? {};
  const value = attributes[attribute];
  const id = `attribute-${attribute.replace(/\W/g, '-')}`;
  const put = (next: unknown) => {
    const copy = { ...attributes };
    if (next === undefined) delete copy[attribute];
    else copy[attribute] = next;
    field.set(copy);
  };
  if (kind === 'boolean') {
    return (
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            id={id}
            type="checkbox"
            checked={value === true || value === 'true' || (defaultOn && value === undefined)}
            disabled={field.disabled}
            onChange={(event) => put(event.target.checked)}
          />
          {label}
        </label>
        {hint && <span className={styles.hint}>{hint}</span>}
      </div>
    );
  }
  return (
    <FieldFrame id={id} label={label} error={showError ? field.error : null} hint={hint}>
      <input
        id={id}
        className={styles.input}
        aria-invalid={showError && field.error ? true : undefined}
        type={kind === 'number' ? 'number' : (type ?? 'text')}
        step={kind === 'number' ? 'any' : undefined}
        value={value === undefined || value === null ? '' : String(value)}
        disabled={field.disabled}
        onChange={(event) => {
          const text = event.target.value;
          if (text === '') put(undefined);
          else put(kind === 'number' ? Number(text) : text);
        }}
      />
    </FieldFrame>
  );
}

/**
 * A choice stored in one key of `attributes`; the option with value '' removes the key. With
 * `boolean`, the options 'true' and 'false' are stored as booleans (Traccar's preference flags).
 */
export function AttributeSelect({
  attribute,
  label,
  options,
  hint,
  boolean = false,
}: {
  attribute: string;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  boolean?: boolean;
}) {
  const field = useField<Record<string, unknown>>('attributes');
  const attributes = field.value ?? {};
  const id = `attribute-${attribute.replace(/\W/g, '-')}`;
  const value = attributes[attribute];
  return (
    <FieldFrame id={id} label={label} error={null} hint={hint}>
      <select
        id={id}
        className={styles.input}
        disabled={field.disabled}
        value={typeof value === 'string' || typeof value === 'boolean' ? String(value) : ''}
        onChange={(event) => {
          const copy = { ...attributes };
          if (event.target.value === '') delete copy[attribute];
          else copy[attribute] = boolean ? event.target.value === 'true' : event.target.value;
          field.set(copy);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

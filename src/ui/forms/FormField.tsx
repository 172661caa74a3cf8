import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useField, useForm } from './FormContext';
import { fieldShape } from './schemaField';
import styles from './Form.module.css';

/** Label, input and message of one field: the frame every field kind shares. */
export function FieldFrame({
  id,
  label,
  required = false,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error: string | null;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={`${styles.label} ${required ? styles.required : ''}`}>
        {label}
      </label>
      {children}
      {hint && !error && <span className={styles.hint}>{hint}</span>}
      {error && (
        <span id={`${id}-message`} className={styles.message}>
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * A field drawn from the form's schema: text, number, a switch for booleans, a select for
 * enums (labelled `${optionLabels}.${value}`). Required fields are marked; an empty nullable
 * text is stored as null; a number that cannot be read is stored as NaN (the schema says so).
 */
export function FormField({
  name,
  label,
  hint,
  optionLabels,
  multiline = false,
  type,
  autoFocus,
  list,
}: {
  name: string;
  label: string;
  hint?: string;
  /** i18n prefix of an enum's option labels. */
  optionLabels?: string;
  multiline?: boolean;
  /** The HTML input type for text fields (tel, url, email…). */
  type?: string;
  autoFocus?: boolean;
  /** The id of a `<datalist>` of suggestions for a text field. */
  list?: string;
}) {
  const { t } = useTranslation();
  const form = useForm();
  const field = useField<unknown>(name);
  const shape = fieldShape(form.schema, name);
  const aria = {
    id: field.id,
    name,
    disabled: field.disabled,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': field.error ? `${field.id}-message` : undefined,
    autoFocus,
  };

  if (shape.kind === 'boolean') {
    return (
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            {...aria}
            checked={field.value === true}
            onChange={(event) => field.set(event.target.checked)}
          />
          {label}
        </label>
        {field.error && <span className={styles.message}>{field.error}</span>}
      </div>
    );
  }

  let input: ReactNode;
  if (shape.kind === 'enum') {
    input = (
      <select
        className={styles.input}
        {...aria}
        value={String(field.value ?? '')}
        onChange={(event) => field.set(event.target.value)}
      >
        {shape.options.map((option) => (
          <option key={option} value={option}>
            {optionLabels ? t(`${optionLabels}.${option}`) : option}
          </option>
        ))}
      </select>
    );
  } else if (shape.kind === 'number') {
    const value = field.value as number;
    input = (
      <input
        className={styles.input}
        type="number"
        inputMode="decimal"
        step="any"
        {...aria}
        value={Number.isFinite(value) ? String(value) : ''}
        onChange={(event) =>
          field.set(event.target.value === '' ? Number.NaN : Number(event.target.value))
        }
      />
    );
  } else {
    const text = typeof field.value === 'string' ? field.value : '';
    const set = (value: string) => field.set(shape.nullable && value === '' ? null : value);
    input = multiline ? (
      <textarea
        className={styles.input}
        {...aria}
        value={text}
        onChange={(e) => set(e.target.value)}
      />
    ) : (
      <input
        className={styles.input}
        type={type ?? 'text'}
        list={list}
        {...aria}
        value={text}
        onChange={(e) => set(e.target.value)}
      />
    );
  }
  return (
    <FieldFrame
      id={field.id}
      label={label}
      required={shape.required}
      error={field.error}
      hint={hint}
    >
      {input}
    </FieldFrame>
  );
}

/** A select over numeric ids (group, calendar, parent…); 0 is "none". */
export function SelectField({
  name,
  label,
  options,
  hint,
}: {
  name: string;
  label: string;
  options: readonly { value: number | string; label: string }[];
  hint?: string;
}) {
  const field = useField<number | string>(name);
  const numeric = typeof options[0]?.value === 'number';
  return (
    <FieldFrame id={field.id} label={label} error={field.error} hint={hint}>
      <select
        id={field.id}
        name={name}
        className={styles.input}
        disabled={field.disabled}
        value={String(field.value ?? '')}
        onChange={(event) => field.set(numeric ? Number(event.target.value) : event.target.value)}
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

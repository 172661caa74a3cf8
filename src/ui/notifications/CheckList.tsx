import formStyles from '../forms/Form.module.css';
import styles from './Notifications.module.css';

/** A titled group of checkboxes over a list of values. */
export function CheckList({
  label,
  options,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  onChange(value: string, on: boolean): void;
  disabled?: boolean;
}) {
  return (
    <fieldset className={styles.checks}>
      <legend className={formStyles.label}>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={formStyles.check}>
          <input
            type="checkbox"
            checked={checked.includes(option.value)}
            disabled={disabled}
            onChange={(event) => onChange(option.value, event.target.checked)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

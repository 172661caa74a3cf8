import { Icon } from '../../common/Icon';
import styles from './DeviceActions.module.css';

/** One tile of the device action grid. */
export function ActionButton({
  icon,
  label,
  onClick,
  pressed,
  tone,
  disabled,
}: {
  icon: string;
  label: string;
  onClick(): void;
  pressed?: boolean;
  tone?: 'danger' | 'success';
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={`${styles.action} ${tone ? styles[tone] : ''}`}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon path={icon} size={20} />
      <span>{label}</span>
    </button>
  );
}

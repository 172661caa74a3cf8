import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FULL_PERMISSION_MASK,
  hasPermissionBit,
  isPermissionMask,
  PERMISSION_AREAS,
  PERMISSION_BITS,
  setPermissionBit,
} from '@farol/model';
import { useField } from '../forms/FormContext';
import formStyles from '../forms/Form.module.css';
import styles from './UserForm.module.css';

/** The mask's attribute (companion-api.md §1.5). */
export const MASK_ATTRIBUTE = 'tarkan.advancedPerms';
const ACTIONS = ['create', 'edit', 'delete'] as const;

/**
 * The advanced-permission mask as a grid of switches: one row per area (its master switch,
 * create, edit, delete, and the devices' and reports' own), read from and written to the
 * 32-hex-character `tarkan.advancedPerms`. Only the switched bit changes; every other
 * character of the stored string stays as it was. Turning the mask off removes the attribute,
 * and Traccar's flags apply again.
 */
export function MaskEditor() {
  const { t } = useTranslation();
  const field = useField<Record<string, unknown>>('attributes');
  const attributes = field.value ?? {};
  const stored = attributes[MASK_ATTRIBUTE];
  const mask = isPermissionMask(stored) ? stored : null;
  const write = (next: string | null) => {
    const copy = { ...attributes };
    if (next === null) delete copy[MASK_ATTRIBUTE];
    else copy[MASK_ATTRIBUTE] = next;
    field.set(copy);
  };
  // Written in the stored string's own case, so a bit switched off and on again gives back
  // exactly the string that was there.
  const [lower] = useState(
    () => typeof stored === 'string' && /[a-f]/.test(stored) && !/[A-F]/.test(stored),
  );
  const toggle = (bit: number, on: boolean) => {
    if (!mask) return;
    const next = setPermissionBit(mask, bit, on);
    write(lower ? next.toLowerCase() : next);
  };
  const own = { mask, disabled: field.disabled, onToggle: toggle };

  return (
    <div className={styles.mask} data-testid="mask-editor">
      <label className={formStyles.check}>
        <input
          type="checkbox"
          checked={mask !== null}
          disabled={field.disabled}
          onChange={(event) => write(event.target.checked ? (mask ?? FULL_PERMISSION_MASK) : null)}
        />
        {t('userForm.mask.use')}
      </label>
      <span className={formStyles.hint}>{t('userForm.mask.hint')}</span>
      {field.error && <span className={formStyles.message}>{field.error}</span>}
      {mask !== null && (
        <>
          <MaskSwitch
            {...own}
            bit={PERMISSION_BITS.self}
            label={t('userForm.mask.self')}
            text={t('userForm.mask.self')}
          />
          <table className={styles.grid}>
            <thead>
              <tr>
                <th scope="col">{t('userForm.mask.area')}</th>
                <th scope="col">{t('userForm.mask.access')}</th>
                {ACTIONS.map((action) => (
                  <th key={action} scope="col">
                    {t(`userForm.mask.${action}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PERMISSION_AREAS.map((area) => {
                const name = t(`userForm.mask.areas.${area.id}`);
                const open = hasPermissionBit(mask, area.master);
                return [
                  <tr key={area.id} data-area={area.id}>
                    <th scope="row">{name}</th>
                    <td>
                      <MaskSwitch
                        {...own}
                        bit={area.master}
                        label={`${name}: ${t('userForm.mask.access')}`}
                      />
                    </td>
                    {ACTIONS.map((action) => (
                      <td key={action}>
                        {area[action] !== undefined && (
                          <MaskSwitch
                            {...own}
                            bit={area[action]}
                            label={`${name}: ${t(`userForm.mask.${action}`)}`}
                            off={!open}
                          />
                        )}
                      </td>
                    ))}
                  </tr>,
                  area.extra && (
                    <tr key={`${area.id}-extra`} className={styles.extraRow}>
                      <td colSpan={5}>
                        <div className={styles.extras}>
                          {area.extra.map((extra) => (
                            <MaskSwitch
                              {...own}
                              key={extra.id}
                              bit={extra.bit}
                              label={`${name}: ${t(`userForm.mask.extra.${extra.id}`)}`}
                              text={t(`userForm.mask.extra.${extra.id}`)}
                              off={!open}
                            />
                          ))}
                        </div>
                      </td>
                    </tr>
                  ),
                ];
              })}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}

/** One bit of the mask as a switch; `off` dims it while its area's master bit is off. */
function MaskSwitch({
  mask,
  bit,
  label,
  text,
  off = false,
  disabled,
  onToggle,
}: {
  mask: string | null;
  bit: number;
  /** What a screen reader says: the area and the action. */
  label: string;
  /** What shows beside the switch, if anything. */
  text?: string;
  off?: boolean;
  disabled: boolean;
  onToggle(bit: number, on: boolean): void;
}) {
  return (
    <label className={styles.switch} data-off={off || undefined}>
      <input
        type="checkbox"
        role="switch"
        aria-label={label}
        checked={mask !== null && hasPermissionBit(mask, bit)}
        disabled={disabled || mask === null}
        data-bit={bit}
        onChange={(event) => onToggle(bit, event.target.checked)}
      />
      {text && <span className={styles.switchLabel}>{text}</span>}
    </label>
  );
}

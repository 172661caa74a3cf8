import { mdiClose } from '@mdi/js';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerItem, PickerResult } from '../../worker/types';
import { Icon } from '../common/Icon';
import { useDropdown } from '../common/useDropdown';
import controls from '../common/controls.module.css';
import styles from './EntityPicker.module.css';

/** Results shown at once; more are counted, and the search narrows them (10,000+ devices). */
export const PICKER_LIMIT = 50;
const SEARCH_DELAY_MS = 120;

/**
 * A searchable multiple choice over the core's devices or groups: chips for the chosen ones,
 * a combobox whose list the core fills (the first 50 matches, and how many more there are).
 */
export function EntityPicker({
  label,
  placeholder,
  selected,
  max,
  search,
  onChange,
}: {
  label: string;
  placeholder: string;
  selected: PickerItem[];
  /** At most this many may be chosen (the player: 20). */
  max?: number;
  search(text: string): Promise<PickerResult>;
  onChange(items: PickerItem[]): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { open, setOpen, root } = useDropdown();
  const [text, setText] = useState('');
  const [result, setResult] = useState<PickerResult | null>(null);
  const [active, setActive] = useState(0);
  const full = max !== undefined && selected.length >= max;

  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(() => {
      void search(text).then((found) => {
        if (current) {
          setResult(found);
          setActive(0);
        }
      });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, text, search]);

  const chosen = new Set(selected.map((item) => item.id));
  const options = (result?.items ?? []).filter((item) => !chosen.has(item.id));
  const choose = (item: PickerItem) => {
    if (full) return;
    onChange([...selected, item]);
    setText('');
    setOpen(false);
  };

  return (
    <div className={styles.picker} ref={root}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      {selected.length > 0 && (
        <ul className={styles.chips} aria-label={label}>
          {selected.map((item) => (
            <li key={item.id} className={styles.chip}>
              <span>{item.name}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('reports.form.remove', { name: item.name })}
                onClick={() => onChange(selected.filter((other) => other.id !== item.id))}
              >
                <Icon path={mdiClose} size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className={controls.input}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        placeholder={placeholder}
        value={text}
        disabled={full}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, options.length - 1));
          else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          else if (event.key === 'Escape') setOpen(false);
          else if (event.key === 'Enter' && options[active]) {
            event.preventDefault();
            choose(options[active]);
          } else return;
          event.preventDefault();
        }}
      />
      {open && result && (
        <ul id={`${id}-list`} className={styles.list} role="listbox" aria-label={label}>
          {options.map((item, index) => (
            <li
              key={item.id}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
            >
              <span className={styles.name}>{item.name}</span>
              {item.detail && <span className={styles.detail}>{item.detail}</span>}
            </li>
          ))}
          {options.length === 0 && <li className={styles.note}>{t('reports.form.noMatch')}</li>}
          {result.total > result.items.length && (
            <li className={styles.note}>
              {t('reports.form.more', { count: result.total - result.items.length })}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

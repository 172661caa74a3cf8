import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../common/controls.module.css';
import { Icon } from '../common/Icon';
import { useField } from './FormContext';
import { FormSection } from './EntityForm';
import styles from './Form.module.css';

type Kind = 'string' | 'number' | 'boolean';
const kindOf = (value: unknown): Kind =>
  typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';
const convert = (value: unknown, kind: Kind): unknown =>
  kind === 'number'
    ? Number(value) || 0
    : kind === 'boolean'
      ? value === true || value === 'true'
      : String(value ?? '');

/**
 * The attributes editor (SPEC §3 "attributes"): free key/value pairs typed as text, number or
 * yes/no, as Traccar stores them. Keys in `hidden` belong to dedicated fields and are kept as
 * they are.
 */
export function AttributesField({
  name = 'attributes',
  hidden = [],
}: {
  name?: string;
  hidden?: readonly string[];
}) {
  const { t } = useTranslation();
  const field = useField<Record<string, unknown>>(name);
  const attributes = field.value ?? {};
  const [newKey, setNewKey] = useState('');
  const shown = Object.entries(attributes).filter(([key]) => !hidden.includes(key));
  const put = (key: string, value: unknown) => field.set({ ...attributes, [key]: value });
  const drop = (key: string) => {
    const next = { ...attributes };
    delete next[key];
    field.set(next);
  };
  const add = () => {
    const key = newKey.trim();
    if (!key || key in attributes) return;
    put(key, '');
    setNewKey('');
  };

  return (
    <FormSection title={t('attributes.title')}>
      {shown.length === 0 && <span className={styles.hint}>{t('attributes.empty')}</span>}
      {shown.map(([key, value]) => {
        const kind = kindOf(value);
        return (
          <div key={key} className={styles.attribute}>
            <span className={styles.attributeKey} title={key}>
              {key}
            </span>
            <select
              className={styles.input}
              aria-label={`${t('attributes.type')} ${key}`}
              value={kind}
              disabled={field.disabled}
              onChange={(event) => put(key, convert(value, event.target.value as Kind))}
            >
              {(['string', 'number', 'boolean'] as const).map((option) => (
                <option key={option} value={option}>
                  {t(`attributes.types.${option}`)}
                </option>
              ))}
            </select>
            {kind === 'boolean' ? (
              <input
                type="checkbox"
                aria-label={key}
                checked={value === true}
                disabled={field.disabled}
                onChange={(event) => put(key, event.target.checked)}
              />
            ) : (
              <input
                className={styles.input}
                aria-label={key}
                type={kind === 'number' ? 'number' : 'text'}
                value={String(value ?? '')}
                disabled={field.disabled}
                onChange={(event) =>
                  put(key, kind === 'number' ? Number(event.target.value) : event.target.value)
                }
              />
            )}
            <button
              type="button"
              className={controls.iconButton}
              aria-label={t('attributes.remove', { key })}
              title={t('attributes.remove', { key })}
              onClick={() => drop(key)}
            >
              <Icon path={mdiDeleteOutline} size={18} />
            </button>
          </div>
        );
      })}
      <div className={styles.attributeAdd}>
        <input
          className={styles.input}
          aria-label={t('attributes.key')}
          placeholder={t('attributes.key')}
          value={newKey}
          onChange={(event) => setNewKey(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={`${controls.button} ${controls.ghost}`} onClick={add}>
          <Icon path={mdiPlus} size={18} />
          {t('attributes.add')}
        </button>
      </div>
    </FormSection>
  );
}

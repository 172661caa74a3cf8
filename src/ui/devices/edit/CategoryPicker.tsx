import { useTranslation } from 'react-i18next';
import { DEVICE_CATEGORIES } from '@farol/model';
import { CATEGORY_ICON_PATHS, categoryOf } from '../../common/categoryIcons';
import { Icon } from '../../common/Icon';
import { useField } from '../../forms/FormContext';
import styles from './DeviceEdit.module.css';

/**
 * The category as a grid of the 24 icons (SPEC §3), one radio button each. With `unset`, an
 * empty value checks none (the claim form: keep the device's own).
 */
export function CategoryPicker({ unset = false, hint }: { unset?: boolean; hint?: string }) {
  const { t } = useTranslation();
  const field = useField<string | null>('category');
  const current = unset && !field.value ? null : categoryOf(field.value);
  return (
    <fieldset className={styles.categories}>
      <legend className={styles.legend}>{t('deviceForm.fields.category')}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      {DEVICE_CATEGORIES.map((category) => (
        <label
          key={category}
          className={styles.category}
          title={t(`categories.${category}`)}
          data-checked={current === category}
        >
          <input
            type="radio"
            name="category"
            value={category}
            checked={current === category}
            disabled={field.disabled}
            onChange={() => field.set(category)}
            aria-label={t(`categories.${category}`)}
          />
          <Icon path={CATEGORY_ICON_PATHS[category]} size={24} />
        </label>
      ))}
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { VOCABULARY, VOCABULARY_NAMESPACE } from '@farol/model';
import { useField } from '../forms/FormContext';
import { CheckList } from './CheckList';
import { splitList, toggleItem } from './notificationLists';

/** The alarms an alarm notification watches (`attributes.alarms`, comma-separated). */
const ALARMS = Object.keys(VOCABULARY['pt-BR'].alarms);

/** Checkboxes over the alarm kinds; none checked means every alarm. */
export function AlarmsField() {
  const { t } = useTranslation();
  const attributes = useField<Record<string, unknown>>('attributes');
  const chosen = splitList(attributes.value['alarms']);
  return (
    <CheckList
      label={t('notifications.fields.alarms')}
      options={ALARMS.map((value) => ({
        value,
        label: t(`${VOCABULARY_NAMESPACE}:alarms.${value}`),
      }))}
      checked={chosen}
      disabled={attributes.disabled}
      onChange={(value, on) => {
        const next = toggleItem(chosen, value, on, ALARMS);
        const copy = { ...attributes.value };
        if (next.length === 0) delete copy['alarms'];
        else copy['alarms'] = next.join(',');
        attributes.set(copy);
      }}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { DISTANCE_UNITS, LOCALES, SPEED_UNITS } from '@farol/model';
import { AttributeSelect } from '../forms/AttributeField';
import { FormRow, FormSection } from '../forms/EntityForm';
import { SelectField } from '../forms/FormField';
import { COORDINATE_FORMATS } from '../format/displayPrefs';

const VOLUME_UNITS = ['ltr', 'usGallon', 'impGallon'] as const;

/** Language, units, clock and coordinate format: the user's or, for the server, everyone's default. */
export function PreferenceFields() {
  const { t } = useTranslation();
  const choice = (prefix: string, values: readonly string[]) => [
    { value: '', label: t('settings.default') },
    ...values.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
  ];
  return (
    <FormSection title={t('settings.preferences')}>
      <FormRow>
        <AttributeSelect
          attribute="tarkan.lang"
          label={t('settings.fields.language')}
          options={choice('settings.languages', LOCALES)}
        />
        <SelectField
          name="coordinateFormat"
          label={t('settings.fields.coordinateFormat')}
          options={choice('settings.coordinateFormats', COORDINATE_FORMATS)}
        />
        <AttributeSelect
          attribute="twelveHourFormat"
          label={t('settings.fields.clock')}
          options={choice('settings.clocks', ['false', 'true'])}
          boolean
        />
      </FormRow>
      <FormRow>
        <AttributeSelect
          attribute="speedUnit"
          label={t('settings.fields.speedUnit')}
          options={choice('units', SPEED_UNITS)}
        />
        <AttributeSelect
          attribute="distanceUnit"
          label={t('settings.fields.distanceUnit')}
          options={choice('units', DISTANCE_UNITS)}
        />
        <AttributeSelect
          attribute="volumeUnit"
          label={t('settings.fields.volumeUnit')}
          options={choice('settings.volumeUnits', VOLUME_UNITS)}
        />
      </FormRow>
    </FormSection>
  );
}

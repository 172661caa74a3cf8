import { mdiCrosshairsGps } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import controls from '../common/controls.module.css';
import { Icon } from '../common/Icon';
import { FormRow, FormSection } from '../forms/EntityForm';
import { useForm } from '../forms/FormContext';
import { FormField } from '../forms/FormField';
import { useMap } from '../map/MapContext';

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The map's starting view (latitude, longitude, zoom), typed or picked on the map: pan and zoom
 * the map beside the panel, then "Usar a vista atual".
 */
export function MapCentreFields() {
  const { t } = useTranslation();
  const form = useForm();
  const map = useMap();
  const pick = () => {
    if (!map) return;
    const centre = map.getCenter();
    form.set('latitude', round(centre.latitude, 6));
    form.set('longitude', round(centre.longitude, 6));
    form.set('zoom', Math.round(map.getZoom()));
  };
  return (
    <FormSection title={t('settings.mapView')}>
      <FormRow>
        <FormField name="latitude" label={t('settings.fields.latitude')} />
        <FormField name="longitude" label={t('settings.fields.longitude')} />
        <FormField name="zoom" label={t('settings.fields.zoom')} />
      </FormRow>
      <button
        type="button"
        className={`${controls.button} ${controls.ghost}`}
        disabled={!map || form.busy}
        onClick={pick}
      >
        <Icon path={mdiCrosshairsGps} />
        {t('settings.useMapView')}
      </button>
    </FormSection>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeofenceView } from '../../worker/types';
import controls from '../common/controls.module.css';
import { EntityListPage } from '../lists/EntityListPage';
import type { ListColumn } from '../lists/listColumns';
import { shapeText } from './shapeText';

const normal = (geofence: GeofenceView) => !geofence.isAnchor;
const anchor = (geofence: GeofenceView) => geofence.isAnchor;

/**
 * `/geofence`: the geofences (anchors listed apart, SPEC §3), with search and sort; a row opens
 * its form and flies the map to it; "new" draws one on the map.
 */
export function GeofencesPage() {
  const { t, i18n } = useTranslation();
  const [anchors, setAnchors] = useState(false);
  const columns = useMemo<ListColumn<GeofenceView>[]>(
    () => [
      { id: 'name', header: 'geofences.fields.name', value: (item) => item.name },
      {
        id: 'description',
        header: 'geofences.fields.description',
        value: (item) => item.description,
      },
      {
        id: 'area',
        header: 'geofences.fields.area',
        value: (item) => shapeText(item.shape, t, i18n.language),
        searchable: false,
      },
    ],
    [t, i18n.language],
  );
  return (
    <EntityListPage
      kind="geofence"
      base="/geofence"
      texts="geofences"
      columns={columns}
      filter={anchors ? anchor : normal}
      linkTargets={['device', 'group']}
      toolbarExtra={
        <button
          type="button"
          className={controls.chip}
          aria-pressed={anchors}
          onClick={() => setAnchors(!anchors)}
        >
          {t('geofences.anchors')}
        </button>
      }
    />
  );
}

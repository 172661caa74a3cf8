import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeofenceView } from '../../worker/types';
import controls from '../common/controls.module.css';
import { EntityListPage } from '../lists/EntityListPage';
import {
  BulkVisibilityButtons,
  GeofenceVisibilityToggle,
  ShowAllGeofences,
} from './GeofenceVisibility';
import type { ListColumn } from '../lists/listColumns';
import { shapeText } from './shapeText';

const normal = (geofence: GeofenceView) => !geofence.isAnchor;
const anchor = (geofence: GeofenceView) => geofence.isAnchor;

/**
 * `/geofence`: the geofences (anchors listed apart, SPEC §3), with search and sort; a row opens
 * its form and flies the map to it; its eye shows or hides it on the map (one by one, the
 * selected ones, or all again); "new" draws one on the map.
 */
export function GeofencesPage() {
  const { t, i18n } = useTranslation();
  const [anchors, setAnchors] = useState(false);
  const columns = useMemo<ListColumn<GeofenceView>[]>(
    () => [
      {
        id: 'name',
        header: 'geofences.fields.name',
        value: (item) => item.name,
        // The name is what a row is found by: twice the other text columns' share (on a phone,
        // beside the eye, it was cut to a few letters).
        width: 'minmax(0, 2fr)',
      },
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
      {
        // The eye reads the hidden set itself: the columns stay put, so a toggle re-sorts nothing.
        id: 'visible',
        header: 'geofences.fields.visible',
        value: () => null,
        cell: (item) => <GeofenceVisibilityToggle id={item.id} name={item.name} />,
        width: '64px',
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
      bulkExtra={(ids) => <BulkVisibilityButtons ids={ids} />}
      toolbarExtra={
        <>
          <ShowAllGeofences />
          <button
            type="button"
            className={controls.chip}
            aria-pressed={anchors}
            onClick={() => setAnchors(!anchors)}
          >
            {t('geofences.anchors')}
          </button>
        </>
      }
    />
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Device } from '@farol/model';
import { useCore } from '../core/CoreContext';
import { useEntities } from '../core/hooks';
import { useLoadEntities } from '../forms/useEditTarget';
import { groupPath } from '../groups/groupTree';
import { SidePanel } from '../layout/SidePanel';
import { BulkLinkButton } from '../links/BulkLinkButton';
import { EntityList } from '../lists/EntityList';
import type { ListColumn } from '../lists/listColumns';
import { DeviceAvatar } from './DeviceAvatar';
import styles from './DeviceList.module.css';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * `/devices/manage`: every device as a management list (search, sort by any column, bulk delete
 * and link) beside the live list of `/devices`; a click edits the device.
 */
export function DevicesManagePage() {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const devices = useEntities('device');
  const groups = useEntities('group');
  useLoadEntities('device');
  const columns = useMemo<ListColumn<Device>[]>(() => {
    const byId = new Map((groups?.items ?? []).map((group) => [group.id, group]));
    return [
      {
        id: 'name',
        header: 'deviceForm.fields.name',
        value: (device) => device.name,
        cell: (device) => (
          <span className={styles.nameCell}>
            <DeviceAvatar category={device.category} status={device.status} size={30} />
            <span className={styles.name}>{device.name}</span>
          </span>
        ),
        // The name is what a row is found by: at least room for its icon and a dozen letters
        // (on a phone, beside five other columns, it was cut to one letter).
        width: 'minmax(140px, 1.6fr)',
      },
      { id: 'uniqueId', header: 'devicesAdmin.imei', value: (device) => device.uniqueId },
      // On a phone the name, IMEI and status keep the room (five text columns beside the name
      // were a few letters each); the search still finds a group, plate or model.
      {
        id: 'group',
        header: 'deviceForm.fields.group',
        value: (device) => groupPath(byId, device.groupId) || null,
        phone: false,
      },
      {
        id: 'plate',
        header: 'deviceForm.fields.plate',
        value: (device) => text(device.attributes['plate']),
        phone: false,
      },
      {
        id: 'model',
        header: 'deviceForm.fields.model',
        value: (device) => device.model,
        phone: false,
      },
      {
        id: 'status',
        header: 'deviceForm.fields.status',
        value: (device) => device.status,
        cell: (device) => (
          <span className={styles[`status_${device.status}`]}>{t(`status.${device.status}`)}</span>
        ),
        searchable: false,
        width: '90px',
      },
    ];
  }, [groups?.items, t]);

  return (
    <SidePanel title={t('devicesAdmin.title')} back="/devices" wide>
      <EntityList
        testId="devices-manage-list"
        label={t('devicesAdmin.title')}
        collection={devices}
        columns={columns}
        rowHeight={48}
        emptyText={t('devicesAdmin.empty')}
        createLabel={t('deviceForm.create')}
        deleteQuestion={(count) => t('devicesAdmin.deleteMany', { count })}
        onOpen={(device) => navigate(`/devices/manage/${device.id}`)}
        onCreate={() => navigate('/devices/manage/new')}
        onDelete={(ids) => core.deleteEntities({ kind: 'device', ids })}
        onRetry={() => void core.loadEntities({ kind: 'device' })}
        bulkActions={(ids, clear) => (
          <BulkLinkButton
            selected={{ kind: 'device', ids }}
            targets={['geofence', 'notification', 'driver', 'computed', 'command', 'maintenance']}
            onDone={clear}
          />
        )}
      />
    </SidePanel>
  );
}

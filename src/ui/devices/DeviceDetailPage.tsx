import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useCore } from '../core/CoreContext';
import { useFleetList, useSelectedDevice } from '../core/hooks';
import { SidePanel } from '../layout/SidePanel';
import { DeviceDetail } from './DeviceDetail';
import styles from './DeviceDetail.module.css';

/** /devices/{id}: selects the device (the map centres on it) and shows its details. */
export function DeviceDetailPage() {
  const { t } = useTranslation();
  const core = useCore();
  const { id } = useParams<{ id: string }>();
  const deviceId = Number(id);
  const selected = useSelectedDevice();
  const list = useFleetList();

  const [settled, setSettled] = useState<number | null>(null);

  useEffect(() => {
    if (!Number.isInteger(deviceId) || deviceId <= 0) return setSettled(deviceId);
    void core.selectDevice({ deviceId }).finally(() => setSettled(deviceId));
  }, [core, deviceId]);

  const current = selected?.device.id === deviceId ? selected : null;
  // Selection settled with the fleet loaded, and the device is not among the user's devices.
  const missing = !current && settled === deviceId && list !== undefined;
  return (
    <SidePanel title={current?.device.name ?? t('detail.title')} back="/devices" placement="bottom">
      {current ? (
        <DeviceDetail selected={current} />
      ) : (
        <p className={styles.message}>{missing ? t('detail.notFound') : t('common.loading')}</p>
      )}
    </SidePanel>
  );
}

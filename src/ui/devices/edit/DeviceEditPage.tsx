import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Device } from '@farol/model';
import controls from '../../common/controls.module.css';
import { useEntities, useSession } from '../../core/hooks';
import { EditTargetNotice } from '../../forms/EditTargetNotice';
import { useEditTarget, useLoadEntities } from '../../forms/useEditTarget';
import { SidePanel } from '../../layout/SidePanel';
import { DeviceEditor } from './DeviceEditor';
import { deviceCreationBlock } from './deviceLimits';
import styles from './DeviceEdit.module.css';

export const BLANK_DEVICE: Device = {
  id: 0,
  name: '',
  uniqueId: '',
  status: 'offline',
  groupId: 0,
  calendarId: 0,
  lastUpdate: null,
  positionId: 0,
  phone: null,
  model: null,
  contact: null,
  category: 'default',
  disabled: false,
  expirationTime: null,
  attributes: {},
};

/**
 * `/devices/new`, `/devices/manage/{id}` and `/devices/{id}/edit`. A new device is refused up
 * front when a limit of SPEC §5 is reached; `uniqueId` (or `?uniqueId=`, from the claim screen's
 * "register" link) pre-fills the IMEI.
 */
export function DeviceEditPage({
  params,
  back = '/devices/manage',
  uniqueId,
}: {
  params: { id: string };
  back?: string;
  /** Pre-fills the IMEI of a new device. */
  uniqueId?: string;
}) {
  const { t } = useTranslation();
  const search = useSearch();
  const imei = uniqueId ?? new URLSearchParams(search).get('uniqueId') ?? '';
  useLoadEntities('device');
  const session = useSession();
  const devices = useEntities('device');
  const isNew = params.id === 'new';
  const target = useEditTarget('device', params.id, { ...BLANK_DEVICE, uniqueId: imei });
  const block = isNew
    ? deviceCreationBlock({
        edition: session?.edition,
        server: session?.server ?? null,
        user: session?.user ?? null,
        deviceCount: devices?.items.length ?? 0,
      })
    : null;
  return (
    <SidePanel title={isNew ? t('deviceForm.create') : t('deviceForm.edit')} back={back} wide>
      {block ? (
        <p className={`${controls.alert} ${styles.blocked}`} role="alert">
          {t(`deviceForm.blocked.${block}`)}
        </p>
      ) : target.state === 'ready' ? (
        <DeviceEditor key={target.entity.id} device={target.entity} back={back} />
      ) : (
        <EditTargetNotice state={target.state} />
      )}
    </SidePanel>
  );
}

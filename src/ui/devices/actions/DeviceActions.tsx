import {
  mdiAnchor,
  mdiConsoleLine,
  mdiCrosshairsGps,
  mdiEngine,
  mdiEngineOff,
  mdiEyeOutline,
  mdiGoogleMaps,
  mdiGoogleStreetView,
  mdiHistory,
  mdiMagnifyPlusOutline,
  mdiMapMarkerPath,
  mdiPencilOutline,
  mdiQrcode,
  mdiShareVariant,
} from '@mdi/js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { DEFAULT_SELECT_ZOOM } from '@farol/model';
import type { SelectedDevice } from '../../../worker/types';
import { Icon } from '../../common/Icon';
import { useCore, useTopic } from '../../core/CoreContext';
import { useFleetList, useSession } from '../../core/hooks';
import { useMap } from '../../map/MapContext';
import { canSeeReports } from '../../reports/reportRights';
import { ActionButton } from './ActionButton';
import { ActionDialogs, type OpenDialog } from './ActionDialogs';
import { ActionOutcome } from './ActionOutcome';
import { deviceRights } from './deviceRights';
import { mapsUrl } from './externalLinks';
import { useActionMachines } from './useActionMachines';
import styles from './DeviceActions.module.css';

const ANCHOR_MESSAGES = {
  anchored: { key: 'anchor.created', tone: 'success' as const },
  released: { key: 'anchor.deleted', tone: 'success' as const },
  cancelled: { key: 'anchor.cancelled' },
};

/** The device actions of SPEC §2, each offered only when the user's rights allow it. */
export function DeviceActions({ selected }: { selected: SelectedDevice }) {
  const { t } = useTranslation();
  const core = useCore();
  const map = useMap();
  const session = useSession();
  const list = useFleetList();
  const follow = useTopic('follow');
  const trail = useTopic('trail');
  const machines = useActionMachines();
  const [anchorState, anchorSend] = machines.anchor;
  const [commandState, commandSend] = machines.command;
  const [open, setOpen] = useState<OpenDialog>(null);
  const [commandLabel, setCommandLabel] = useState('');
  const [, navigate] = useLocation();

  const rights = deviceRights(session?.user, session?.server);
  // A share link's visitor only looks: the driver check-in code is not theirs to hand out.
  const visitor = Boolean(session?.user?.attributes.isShared);
  const { device, position, anchor } = selected;
  const following = follow?.deviceId === device.id;
  const trailing = trail?.deviceId === device.id;
  const only = list?.query.onlyDeviceId === device.id;
  const selectZoom = Number(session?.server?.attributes['web.selectZoom']) || DEFAULT_SELECT_ZOOM;
  const busy = commandState.matches('sending');
  const engine = (action: 'engineStop' | 'engineResume') =>
    commandSend({
      type: 'command.request',
      intent: { kind: 'engine', deviceId: device.id, action },
    });

  return (
    <div className={styles.actions} data-testid="device-actions">
      <div className={styles.grid}>
        <ActionButton
          icon={mdiCrosshairsGps}
          label={following ? t('actions.unfollow') : t('actions.follow')}
          pressed={following}
          disabled={!position}
          onClick={() => void core.followDevice({ deviceId: following ? null : device.id })}
        />
        <ActionButton
          icon={mdiMapMarkerPath}
          label={trailing ? t('actions.stopTrail') : t('actions.trail')}
          pressed={trailing}
          onClick={() => void core.trailDevice({ deviceId: trailing ? null : device.id })}
        />
        {canSeeReports(session?.user, session?.server) && (
          <ActionButton
            icon={mdiHistory}
            label={t('actions.history')}
            onClick={() => navigate(`/history?deviceId=${device.id}`)}
          />
        )}
        <ActionButton
          icon={mdiMagnifyPlusOutline}
          label={t('actions.zoom')}
          disabled={!position || !map}
          onClick={() =>
            position &&
            map?.flyTo({
              longitude: position.longitude,
              latitude: position.latitude,
              zoom: selectZoom,
            })
          }
        />
        <ActionButton
          icon={mdiEyeOutline}
          label={only ? t('actions.showAll') : t('actions.onlyThis')}
          pressed={only}
          onClick={() => void core.setListQuery({ onlyDeviceId: only ? null : device.id })}
        />
        {rights.anchor && (
          <ActionButton
            icon={mdiAnchor}
            label={anchor ? t('actions.unanchor') : t('actions.anchor')}
            pressed={anchor !== null}
            disabled={
              !position || anchorState.matches('creating') || anchorState.matches('removing')
            }
            onClick={() =>
              anchorSend({
                type: 'anchor.toggle',
                deviceId: device.id,
                anchorId: anchor?.id ?? null,
                name: `${t('anchor.label')} ${device.name}`,
              })
            }
          />
        )}
        {rights.lock && (
          <ActionButton
            icon={mdiEngineOff}
            tone="danger"
            label={t('actions.engineStop')}
            disabled={busy}
            onClick={() => engine('engineStop')}
          />
        )}
        {rights.unlock && (
          <ActionButton
            icon={mdiEngine}
            tone="success"
            label={t('actions.engineResume')}
            disabled={busy}
            onClick={() => engine('engineResume')}
          />
        )}
        {rights.command && (
          <ActionButton
            icon={mdiConsoleLine}
            label={t('actions.sendCommand')}
            onClick={() => setOpen('command')}
          />
        )}
        {rights.share && (
          <ActionButton
            icon={mdiShareVariant}
            label={t('actions.share')}
            onClick={() => setOpen('share')}
          />
        )}
        {rights.edit && (
          <ActionButton
            icon={mdiPencilOutline}
            label={t('actions.edit')}
            onClick={() => navigate(`/devices/${device.id}/edit`)}
          />
        )}
        {!visitor && (
          <ActionButton icon={mdiQrcode} label={t('actions.qr')} onClick={() => setOpen('qr')} />
        )}
        {position && (
          <a
            className={styles.action}
            href={mapsUrl(position.latitude, position.longitude)}
            target="_blank"
            rel="noreferrer"
          >
            <Icon path={mdiGoogleMaps} />
            <span>{t('actions.openMaps')}</span>
          </a>
        )}
        {position && (
          <ActionButton
            icon={mdiGoogleStreetView}
            label={t('actions.streetView')}
            pressed={open === 'streetView'}
            onClick={() => setOpen(open === 'streetView' ? null : 'streetView')}
          />
        )}
      </div>
      <ActionOutcome
        state={anchorState.value as string}
        messages={ANCHOR_MESSAGES}
        error={anchorState.context.error}
        onDone={() => anchorSend({ type: 'anchor.dismiss' })}
      />
      <ActionOutcome
        state={commandState.value as string}
        messages={{
          done: {
            key: commandState.context.outcome === 'queued' ? 'commands.queued' : 'commands.sent',
            tone: 'success',
          },
          cancelled: { key: 'commands.cancelled' },
        }}
        error={commandState.context.error}
        onDone={() => commandSend({ type: 'command.dismiss' })}
      />
      <ActionDialogs
        selected={selected}
        machines={machines}
        open={open}
        onClose={() => setOpen(null)}
        commandLabel={commandLabel}
        onCommand={(request, label) => {
          setOpen(null);
          setCommandLabel(label);
          commandSend({ type: 'command.request', intent: { kind: 'command', request } });
        }}
        savedOnly={rights.savedCommandsOnly}
        streetViewKey={(session?.server?.attributes['googleKey'] as string | undefined) ?? null}
      />
    </div>
  );
}

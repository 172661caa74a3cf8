import {
  mdiAnchor,
  mdiConsoleLine,
  mdiCrosshairsGps,
  mdiEngine,
  mdiEngineOff,
  mdiEyeOutline,
  mdiGoogleMaps,
  mdiGoogleStreetView,
  mdiMagnifyPlusOutline,
  mdiMapMarkerPath,
  mdiQrcode,
} from '@mdi/js';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  anchorToggleMachine,
  createAnchorImplementations,
} from '../../../machines/anchorToggleMachine';
import { commandMachine, createCommandImplementations } from '../../../machines/commandMachine';
import { DEFAULT_SELECT_ZOOM } from '../../../model';
import type { SelectedDevice } from '../../../worker/types';
import { useCore, useTopic } from '../../core/CoreContext';
import { useFleetList, useSession } from '../../core/hooks';
import { useMap } from '../../map/MapContext';
import { ActionButton } from './ActionButton';
import { ActionOutcome } from './ActionOutcome';
import { ConfirmDialog } from './ConfirmDialog';
import { deviceRights } from './deviceRights';
import { mapsUrl } from './externalLinks';
import { QrDialog } from './QrDialog';
import { SendCommandDialog } from './SendCommandDialog';
import { StreetViewPanel } from './StreetViewPanel';
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
  const rights = deviceRights(session?.user, session?.server);
  const { device, position, anchor } = selected;
  const [dialog, setDialog] = useState<'command' | 'qr' | null>(null);
  const [streetView, setStreetView] = useState(false);
  const [commandLabel, setCommandLabel] = useState('');

  const anchorLogic = useMemo(
    () => anchorToggleMachine.provide(createAnchorImplementations(core)),
    [core],
  );
  const commandLogic = useMemo(
    () => commandMachine.provide(createCommandImplementations(core)),
    [core],
  );
  const [anchorState, anchorSend] = useMachine(anchorLogic);
  const [commandState, commandSend] = useMachine(commandLogic);

  const following = follow?.deviceId === device.id;
  const trailing = trail?.deviceId === device.id;
  const only = list?.query.onlyDeviceId === device.id;
  const selectZoom = Number(session?.server?.attributes['web.selectZoom']) || DEFAULT_SELECT_ZOOM;
  const intent = commandState.context.intent;
  const engineAction = intent?.kind === 'engine' ? intent.action : null;
  const apiKey = (session?.server?.attributes['googleKey'] as string | undefined) ?? null;

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
            disabled={commandState.matches('sending')}
            onClick={() =>
              commandSend({
                type: 'command.request',
                intent: { kind: 'engine', deviceId: device.id, action: 'engineStop' },
              })
            }
          />
        )}
        {rights.unlock && (
          <ActionButton
            icon={mdiEngine}
            tone="success"
            label={t('actions.engineResume')}
            disabled={commandState.matches('sending')}
            onClick={() =>
              commandSend({
                type: 'command.request',
                intent: { kind: 'engine', deviceId: device.id, action: 'engineResume' },
              })
            }
          />
        )}
        {rights.command && (
          <ActionButton
            icon={mdiConsoleLine}
            label={t('actions.sendCommand')}
            onClick={() => setDialog('command')}
          />
        )}
        <ActionButton icon={mdiQrcode} label={t('actions.qr')} onClick={() => setDialog('qr')} />
        {position && (
          <a
            className={styles.action}
            href={mapsUrl(position.latitude, position.longitude)}
            target="_blank"
            rel="noreferrer"
          >
            <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
              <path d={mdiGoogleMaps} fill="currentColor" />
            </svg>
            <span>{t('actions.openMaps')}</span>
          </a>
        )}
        {position && (
          <ActionButton
            icon={mdiGoogleStreetView}
            label={t('actions.streetView')}
            pressed={streetView}
            onClick={() => setStreetView(!streetView)}
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

      {anchorState.matches('confirming') && (
        <ConfirmDialog
          title={t(anchorState.context.anchorId ? 'actions.unanchor' : 'actions.anchor')}
          text={t(anchorState.context.anchorId ? 'anchor.confirmDelete' : 'anchor.confirmCreate', {
            name: device.name,
          })}
          onConfirm={() => anchorSend({ type: 'anchor.confirm' })}
          onCancel={() => anchorSend({ type: 'anchor.cancel' })}
        />
      )}
      {commandState.matches('confirming') && (
        <ConfirmDialog
          title={engineAction ? t(`actions.${engineAction}`) : t('commands.title')}
          text={
            engineAction === 'engineStop'
              ? t('commands.confirmStop', { name: device.name })
              : engineAction === 'engineResume'
                ? t('commands.confirmResume', { name: device.name })
                : t('commands.confirmSend', { name: device.name, command: commandLabel })
          }
          danger={engineAction === 'engineStop'}
          onConfirm={() => commandSend({ type: 'command.confirm' })}
          onCancel={() => commandSend({ type: 'command.cancel' })}
        />
      )}
      {dialog === 'command' && (
        <SendCommandDialog
          deviceId={device.id}
          savedOnly={rights.savedCommandsOnly}
          onClose={() => setDialog(null)}
          onSend={(request, label) => {
            setDialog(null);
            setCommandLabel(label);
            commandSend({ type: 'command.request', intent: { kind: 'command', request } });
          }}
        />
      )}
      {dialog === 'qr' && (
        <QrDialog deviceId={device.id} name={device.name} onClose={() => setDialog(null)} />
      )}
      {streetView && position && (
        <StreetViewPanel
          latitude={position.latitude}
          longitude={position.longitude}
          course={position.course}
          apiKey={apiKey}
          onClose={() => setStreetView(false)}
        />
      )}
    </div>
  );
}

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
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { DEFAULT_SELECT_ZOOM, serverSwitchOn } from '@farol/model';
import type { SelectedDevice } from '../../../worker/types';
import { useCore, useTopic } from '../../core/CoreContext';
import { useFleetList, useSession } from '../../core/hooks';
import { useMap } from '../../map/MapContext';
import { canSeeReports } from '../../reports/reportRights';
import { ActionDialogs, type OpenDialog } from './ActionDialogs';
import { ActionOutcome } from './ActionOutcome';
import { deviceRights } from './deviceRights';
import { mapsUrl } from './externalLinks';
import { useActionMachines } from './useActionMachines';

/** The device actions of SPEC §2, by name. */
export type DeviceActionId =
  | 'follow'
  | 'trail'
  | 'history'
  | 'zoom'
  | 'only'
  | 'anchor'
  | 'engineStop'
  | 'engineResume'
  | 'command'
  | 'share'
  | 'edit'
  | 'qr'
  | 'openMaps'
  | 'streetView';

/** One action the user may take now: what it shows and what it does. */
export interface DeviceActionItem {
  id: DeviceActionId;
  icon: string;
  label: string;
  pressed?: boolean;
  tone?: 'danger' | 'success';
  disabled?: boolean;
  /** A link to another site instead of an action here. */
  href?: string;
  run(): void;
}

const ANCHOR_MESSAGES = {
  anchored: { key: 'anchor.created', tone: 'success' as const },
  released: { key: 'anchor.deleted', tone: 'success' as const },
  cancelled: { key: 'anchor.cancelled' },
};

/**
 * The device actions of SPEC §2 for `selected`, each offered only when the user's rights allow
 * it (`deviceRights`: the mask of model/actionRights.ts, the server's lock switch), with the
 * flows behind them (anchor and command machines, their confirmations, dialogs and outcomes).
 * The detail's grid and the map's marker menu both show these: one code path per action.
 */
export function useDeviceActions(selected: SelectedDevice): {
  items: DeviceActionItem[];
  /** The outcome messages of the anchor and command flows. */
  outcomes: ReactNode;
  /** The confirmations, pickers and panels the actions open. */
  dialogs: ReactNode;
} {
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
  // The server's QR driver switch (tarkan.enableQrDriverId) turns the check-in code off.
  const qrOn = Boolean(
    session?.server && serverSwitchOn(session.server, 'tarkan.enableQrDriverId'),
  );
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

  const all: (DeviceActionItem | false)[] = [
    {
      id: 'follow',
      icon: mdiCrosshairsGps,
      label: following ? t('actions.unfollow') : t('actions.follow'),
      pressed: following,
      disabled: !position,
      run: () => void core.followDevice({ deviceId: following ? null : device.id }),
    },
    {
      id: 'trail',
      icon: mdiMapMarkerPath,
      label: trailing ? t('actions.stopTrail') : t('actions.trail'),
      pressed: trailing,
      run: () => void core.trailDevice({ deviceId: trailing ? null : device.id }),
    },
    canSeeReports(session?.user, session?.server) && {
      id: 'history',
      icon: mdiHistory,
      label: t('actions.history'),
      run: () => navigate(`/history?deviceId=${device.id}`),
    },
    {
      id: 'zoom',
      icon: mdiMagnifyPlusOutline,
      label: t('actions.zoom'),
      disabled: !position || !map,
      run: () =>
        position &&
        map?.flyTo({
          longitude: position.longitude,
          latitude: position.latitude,
          zoom: selectZoom,
        }),
    },
    {
      id: 'only',
      icon: mdiEyeOutline,
      label: only ? t('actions.showAll') : t('actions.onlyThis'),
      pressed: only,
      run: () => void core.setListQuery({ onlyDeviceId: only ? null : device.id }),
    },
    rights.anchor && {
      id: 'anchor',
      icon: mdiAnchor,
      label: anchor ? t('actions.unanchor') : t('actions.anchor'),
      pressed: anchor !== null,
      disabled: !position || anchorState.matches('creating') || anchorState.matches('removing'),
      run: () =>
        anchorSend({
          type: 'anchor.toggle',
          deviceId: device.id,
          anchorId: anchor?.id ?? null,
          name: `${t('anchor.label')} ${device.name}`,
        }),
    },
    rights.lock && {
      id: 'engineStop',
      icon: mdiEngineOff,
      tone: 'danger',
      label: t('actions.engineStop'),
      disabled: busy,
      run: () => engine('engineStop'),
    },
    rights.unlock && {
      id: 'engineResume',
      icon: mdiEngine,
      tone: 'success',
      label: t('actions.engineResume'),
      disabled: busy,
      run: () => engine('engineResume'),
    },
    rights.command && {
      id: 'command',
      icon: mdiConsoleLine,
      label: t('actions.sendCommand'),
      run: () => setOpen('command'),
    },
    rights.share && {
      id: 'share',
      icon: mdiShareVariant,
      label: t('actions.share'),
      run: () => setOpen('share'),
    },
    rights.edit && {
      id: 'edit',
      icon: mdiPencilOutline,
      label: t('actions.edit'),
      run: () => navigate(`/devices/${device.id}/edit`),
    },
    !visitor &&
      qrOn && { id: 'qr', icon: mdiQrcode, label: t('actions.qr'), run: () => setOpen('qr') },
    position !== null && {
      id: 'openMaps',
      icon: mdiGoogleMaps,
      label: t('actions.openMaps'),
      href: mapsUrl(position.latitude, position.longitude),
      run: () => undefined,
    },
    position !== null && {
      id: 'streetView',
      icon: mdiGoogleStreetView,
      label: t('actions.streetView'),
      pressed: open === 'streetView',
      run: () => setOpen(open === 'streetView' ? null : 'streetView'),
    },
  ];

  const outcomes = (
    <>
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
    </>
  );
  const dialogs = (
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
  );
  return { items: all.filter((item) => item !== false), outcomes, dialogs };
}

import { useTranslation } from 'react-i18next';
import type { CommandRequest, SelectedDevice } from '../../../worker/types';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { QrDialog } from './QrDialog';
import { SendCommandDialog } from './SendCommandDialog';
import { ShareDialog } from './ShareDialog';
import { StreetViewPanel } from './StreetViewPanel';
import type { ActionMachines } from './useActionMachines';

export type OpenDialog = 'command' | 'qr' | 'share' | 'streetView' | null;

/** The confirmations, pickers and panels the device actions open. */
export function ActionDialogs({
  selected,
  machines,
  open,
  onClose,
  commandLabel,
  onCommand,
  savedOnly,
  streetViewKey,
}: {
  selected: SelectedDevice;
  machines: ActionMachines;
  open: OpenDialog;
  onClose(): void;
  commandLabel: string;
  onCommand(request: CommandRequest, label: string): void;
  savedOnly: boolean;
  streetViewKey: string | null;
}) {
  const { t } = useTranslation();
  const { device, position } = selected;
  const [anchorState, anchorSend] = machines.anchor;
  const [commandState, commandSend] = machines.command;
  const intent = commandState.context.intent;
  const engineAction = intent?.kind === 'engine' ? intent.action : null;
  const deleting = anchorState.context.anchorId !== null;
  const confirmText =
    engineAction === 'engineStop'
      ? t('commands.confirmStop', { name: device.name })
      : engineAction === 'engineResume'
        ? t('commands.confirmResume', { name: device.name })
        : t('commands.confirmSend', { name: device.name, command: commandLabel });

  return (
    <>
      {anchorState.matches('confirming') && (
        <ConfirmDialog
          title={t(deleting ? 'actions.unanchor' : 'actions.anchor')}
          text={t(deleting ? 'anchor.confirmDelete' : 'anchor.confirmCreate', {
            name: device.name,
          })}
          onConfirm={() => anchorSend({ type: 'anchor.confirm' })}
          onCancel={() => anchorSend({ type: 'anchor.cancel' })}
        />
      )}
      {commandState.matches('confirming') && (
        <ConfirmDialog
          title={engineAction ? t(`actions.${engineAction}`) : t('commands.title')}
          text={confirmText}
          danger={engineAction === 'engineStop'}
          onConfirm={() => commandSend({ type: 'command.confirm' })}
          onCancel={() => commandSend({ type: 'command.cancel' })}
        />
      )}
      {open === 'command' && (
        <SendCommandDialog
          deviceId={device.id}
          savedOnly={savedOnly}
          onClose={onClose}
          onSend={onCommand}
        />
      )}
      {open === 'qr' && <QrDialog deviceId={device.id} name={device.name} onClose={onClose} />}
      {open === 'share' && (
        <ShareDialog deviceId={device.id} name={device.name} onClose={onClose} />
      )}
      {open === 'streetView' && position && (
        <StreetViewPanel
          latitude={position.latitude}
          longitude={position.longitude}
          course={position.course}
          apiKey={streetViewKey}
          onClose={onClose}
        />
      )}
    </>
  );
}

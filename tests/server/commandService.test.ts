import { describe, expect, it } from 'vitest';
import { LiveSessions, type LiveSession } from '../../server/commands/liveSessions';
import { CommandService } from '../../server/commands/service';
import type { CommandToSend } from '../../server/commands/types';
import type { EventRecorder } from '../../server/pipeline/eventRecorder';
import type { HttpSmsGateway } from '../../server/notifications/smsGateway';
import { DeviceRegistry } from '../../server/services/registry';
import type { QueuedCommandRecord, Storage } from '../../server/storage';
import { testDevice } from './support/track';

function setup() {
  const queued: QueuedCommandRecord[] = [];
  const storage = {
    queuedCommands: {
      insert: async (command: Omit<QueuedCommandRecord, 'id'>) => {
        const record = { ...command, id: queued.length + 1 };
        queued.push(record);
        return record;
      },
    },
  } as unknown as Storage;
  const sessions = new LiveSessions();
  const sms = { configured: false } as HttpSmsGateway;
  const service = new CommandService(
    storage,
    new DeviceRegistry(),
    sessions,
    sms,
    {} as EventRecorder,
  );
  return { service, sessions, queued };
}

const command = (type: string, attributes: Record<string, unknown> = {}): CommandToSend => ({
  id: 0,
  deviceId: 1,
  type,
  textChannel: false,
  description: null,
  attributes,
});

describe('CommandService', () => {
  it('sends at once through a live session that supports the type, else queues', async () => {
    const { service, sessions, queued } = setup();
    const sent: CommandToSend[] = [];
    const session: LiveSession = {
      protocolName: 'gt06',
      supports: (type) => type === 'engineStop',
      send: async (c) => void sent.push(c),
    };
    sessions.open(1, session);
    const device = testDevice({ uniqueId: '860000' });
    expect(await service.send(command('engineStop'), device)).toMatchObject({ sent: true });
    expect(sent.map((c) => c.type)).toEqual(['engineStop']);
    const outcome = await service.send(command('custom', { data: 'id={uniqueId}' }), device);
    expect(outcome).toMatchObject({
      sent: false,
      queued: { type: 'custom', attributes: { data: 'id=860000' } },
    });
    expect(queued).toHaveLength(1);
    expect(service.hasQueued(1)).toBe(true);
    sessions.close(1, session);
    expect(await service.send(command('engineStop'), device)).toMatchObject({ sent: false });
  });

  it('refuses noQueue without a live session, and SMS without a gateway', async () => {
    const { service } = setup();
    await expect(service.send(command('custom', { noQueue: true }), testDevice())).rejects.toThrow(
      'Failed to send command',
    );
    const text = { ...command('custom'), textChannel: true };
    await expect(service.send(text, testDevice())).rejects.toThrow('SMS not configured');
  });
});

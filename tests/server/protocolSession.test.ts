import { describe, expect, it, vi } from 'vitest';
import { IllegalArgumentError } from '../../server/errors';
import { LiveSessions } from '../../server/commands/liveSessions';
import type { CommandService } from '../../server/commands/service';
import type { Ingest } from '../../server/pipeline/ingest';
import type { IncomingPosition } from '../../server/pipeline/types';
import { DecodeError } from '../../server/protocols/base/errors';
import { newPosition, setLocation } from '../../server/protocols/base/position';
import { ProtocolSession } from '../../server/protocols/base/session';
import type { ConnectionStatus } from '../../server/protocols/base/status';
import type { DeviceProtocol } from '../../server/protocols/base/types';
import { DeviceRegistry } from '../../server/services/registry';
import { testDevice } from './support/track';

/** A protocol whose frames are `id:<uniqueId>`, `ok`, or `bad` (answers, then fails). */
const protocol: DeviceProtocol = {
  name: 'test',
  port: 0,
  tcp: true,
  udp: false,
  maxFrame: 64,
  textCommands: true,
  createFramer: () => () => undefined,
  createDecoder: () => ({
    decode(frame, context) {
      const text = frame.toString();
      if (text.startsWith('id:')) {
        context.identify(text.slice(3));
        return [];
      }
      context.reply(`ack ${text}`);
      if (text === 'bad') throw new DecodeError('bad frame');
      const position = newPosition('test', context.now);
      setLocation(position, 1, 2);
      return [position];
    },
  }),
  commands: ['custom'],
  encode: () => null,
};

function setup() {
  const registry = new DeviceRegistry();
  const device = testDevice({ id: 7, uniqueId: 'dev-7' });
  registry.add(device);
  const stored: IncomingPosition[] = [];
  const written: string[] = [];
  const statuses: string[] = [];
  const sessions = new LiveSessions();
  const session = new ProtocolSession(
    protocol,
    { write: async (data) => void written.push(data.toString()), close: () => undefined },
    {
      registry,
      ingest: { accept: async (_d, positions) => void stored.push(...positions) } as Ingest,
      sessions,
      commands: { hasQueued: () => false } as unknown as CommandService,
      status: {
        online: () => statuses.push('online'),
        offline: () => statuses.push('offline'),
      } as unknown as ConnectionStatus,
      lookupFor: () => () => undefined,
      options: {},
      now: () => 1000,
    },
    { frames: 0, errors: 0, positions: 0 },
  );
  return { session, stored, written, statuses, sessions, device };
}

const frames = (...texts: string[]) => texts.map((text) => Buffer.from(text));

describe('ProtocolSession', () => {
  it('stores and answers nothing of a frame that fails to decode', async () => {
    const { session, stored, written } = setup();
    await session.handle(frames('id:dev-7', 'ok', 'bad', 'ok'));
    expect(stored).toHaveLength(2);
    expect(written).toEqual(['ack ok', 'ack ok']);
  });

  it('answers nothing of a frame whose positions the pipeline refuses, and goes on', async () => {
    const { session, stored, written } = setup();
    const deps = (session as unknown as { deps: { ingest: Ingest } }).deps;
    let calls = 0;
    deps.ingest = {
      accept: (_device: unknown, positions: IncomingPosition[]) => {
        // The second position frame holds an unreal date (issue 10's checkIncoming).
        if (++calls === 2) throw new IllegalArgumentError('fixTime: not a real date');
        stored.push(...positions);
        return Promise.resolve();
      },
    } as unknown as Ingest;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await session.handle(frames('id:dev-7', 'ok', 'refused', 'ok'));
    expect(stored).toHaveLength(2);
    expect(written).toEqual(['ack ok', 'ack ok']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('ignores positions until a known device is identified', async () => {
    const { session, stored } = setup();
    await session.handle(frames('ok', 'id:unknown', 'ok'));
    expect(stored).toEqual([]);
  });

  it('answers only after the positions are stored', async () => {
    const { session, written } = setup();
    const order: string[] = [];
    let release: () => void = () => undefined;
    const deps = (session as unknown as { deps: { ingest: Ingest } }).deps;
    deps.ingest = {
      accept: () =>
        new Promise<void>((resolve) => {
          order.push('accept');
          release = resolve;
        }),
    } as unknown as Ingest;
    const handled = session.handle(frames('id:dev-7', 'ok'));
    await Promise.resolve();
    expect(written).toEqual([]);
    release();
    await handled;
    expect(written).toEqual(['ack ok']);
    expect(order).toEqual(['accept']);
  });

  it('is the live session of its device until detached, then the device is offline', async () => {
    const { session, sessions, statuses, device } = setup();
    await session.handle(frames('id:dev-7'));
    expect(sessions.get(device.id)).toBe(session);
    expect(statuses).toEqual(['online']);
    session.detach(true);
    expect(sessions.get(device.id)).toBeUndefined();
    expect(statuses).toEqual(['online', 'offline']);
  });
});

import { describe, expect, it } from 'vitest';
import { testCore } from '../support/core';
import { options } from '../support/smallFleet';

function commandServer(saved: unknown[], status = 202) {
  const sent: unknown[] = [];
  const extra = (request: { method: string; path: string; body?: string }) => {
    if (request.method === 'GET' && request.path === '/api/commands/send') return { body: saved };
    if (request.method === 'GET' && request.path === '/api/commands/types') {
      return { body: [{ type: 'custom' }, { type: 'engineStop' }] };
    }
    if (request.method === 'POST' && request.path === '/api/commands/send') {
      sent.push(JSON.parse(request.body!));
      return { status, body: { id: 1, deviceId: 1, type: 'engineStop', attributes: {} } };
    }
    return undefined;
  };
  return { sent, core: testCore({ ...options, extra }).core };
}

const savedStop = {
  id: 9,
  description: 'Corta combustível',
  type: 'custom',
  attributes: { data: 'RELAY,1#', 'tarkan.changeNative': 'engineStop' },
};

describe('commands', () => {
  it('[K1] lists the saved commands and the protocol types for a device', async () => {
    const { core } = commandServer([savedStop]);
    const choices = await core.commandOptions({ deviceId: 1 });
    expect(choices.saved.map((c) => c.id)).toEqual([9]);
    expect(choices.types).toEqual(['custom', 'engineStop']);
  });

  it('[K2] a 202 answer means queued until the device reports, a 200 sent', async () => {
    expect(await commandServer([], 202).core.sendCommand({ deviceId: 1, type: 'engineStop' })).toBe(
      'queued',
    );
    expect(await commandServer([], 200).core.sendCommand({ deviceId: 1, type: 'engineStop' })).toBe(
      'sent',
    );
  });

  it('[K3] engine stop uses the saved command marked tarkan.changeNative, else the native type', async () => {
    const replaced = commandServer([savedStop]);
    await replaced.core.engineCommand({ deviceId: 1, action: 'engineStop' });
    expect(replaced.sent).toEqual([{ id: 9, deviceId: 1 }]);
    const native = commandServer([savedStop]);
    await native.core.engineCommand({ deviceId: 1, action: 'engineResume' });
    expect(native.sent).toEqual([
      { deviceId: 1, type: 'engineResume', textChannel: false, attributes: {} },
    ]);
  });

  it('[K2] a command without id or type is refused before any request', async () => {
    const { core, sent } = commandServer([]);
    await expect(core.sendCommand({ deviceId: 1 })).rejects.toMatchObject({
      code: 'INVALID_COMMAND',
    });
    expect(sent).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEVICE_PROTOCOLS } from '../../server/protocols';
import { protocolPort, tcpLimits } from '../../server/protocols/base/listeners';
import { gt06 } from '../../server/protocols/gt06';
import { useTestServer } from './helpers';

describe('device protocol ports', () => {
  it("listens on Traccar's default port, `<protocol>.port` moves it, 0 turns it off", () => {
    expect(protocolPort(gt06, {}, false)).toBe(5023);
    expect(protocolPort(gt06, { 'gt06.port': '6023' }, false)).toBe(6023);
    expect(protocolPort(gt06, { 'gt06.port': '0' }, false)).toBeNull();
    expect(protocolPort(gt06, { 'gt06.port': '0' }, true)).toBeNull();
    expect(protocolPort(gt06, {}, true)).toBe(0);
    expect(() => protocolPort(gt06, { 'gt06.port': 'many' }, false)).toThrow(/gt06\.port/);
  });

  it('reads the idle timeout as Traccar does, and the frame and identify limits', () => {
    expect(tcpLimits(gt06, {})).toEqual({ idleMs: 1_800_000, frameMs: 30_000, identifyMs: 60_000 });
    expect(tcpLimits(gt06, { 'server.timeout': '120' }).idleMs).toBe(120_000);
    expect(tcpLimits(gt06, { 'server.timeout': '120', 'gt06.timeout': '60' }).idleMs).toBe(60_000);
  });

  it('has a distinct default port for every protocol', () => {
    const ports = DEVICE_PROTOCOLS.map((protocol) => protocol.port);
    expect(new Set(ports).size).toBe(ports.length);
  });

  describe('with an ephemeral OsmAnd port and nothing said of the others', () => {
    const server = useTestServer({ protocolPorts: undefined });
    it('takes free ports for every protocol (a second node on the machine starts)', () => {
      expect(server.farol.devices.ports.gt06!.tcp).not.toBe(5023);
      expect(server.farol.devices.ports.h02!.tcp).not.toBe(5013);
    });
  });

  describe('with gt06 turned off', () => {
    const server = useTestServer({ options: { 'gt06.port': '0' } });
    it('starts the others only', () => {
      expect(server.farol.devices.ports.gt06).toBeUndefined();
      expect(server.farol.devices.ports.h02).toEqual({
        tcp: expect.any(Number),
        udp: expect.any(Number),
      });
    });
  });
});

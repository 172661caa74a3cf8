import { lookupIn, lookupNumber } from '../../pipeline/attributes';
import type { SessionCounters, SessionDeps } from './session';
import { TcpListener, type TcpLimits } from './tcp';
import type { DeviceProtocol } from './types';
import { UdpListener } from './udp';

/** Where a protocol listens (absent transports are off). */
export interface ProtocolPorts {
  tcp?: number;
  udp?: number;
}

/** The running device listeners. */
export interface DeviceListeners {
  ports: Record<string, ProtocolPorts>;
  /** Frames, decode errors and positions per protocol (TCP and UDP together). */
  counters: Record<string, SessionCounters>;
  /** Open TCP connections per protocol. */
  connections(name: string): number;
  close(): Promise<void>;
}

const DEFAULT_IDLE_SECONDS = 1800;
const DEFAULT_FRAME_SECONDS = 30;
const DEFAULT_IDENTIFY_SECONDS = 60;

/**
 * The port of `protocol` from Traccar's `<protocol>.port` key: its default when unset, null when
 * 0 (off). With `ephemeral`, an enabled protocol takes any free port (tests, benchmarks).
 */
export function protocolPort(
  protocol: DeviceProtocol,
  options: Record<string, string>,
  ephemeral: boolean,
): number | null {
  const text = options[`${protocol.name}.port`];
  const port = text === undefined || text.trim() === '' ? protocol.port : Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `Invalid value for ${protocol.name}.port: "${text}" (expected a port, 0 = off)`,
    );
  }
  if (port === 0) return null;
  return ephemeral ? 0 : port;
}

/** Connection limits of a protocol from the configuration (seconds in, ms out). */
export function tcpLimits(protocol: DeviceProtocol, options: Record<string, string>): TcpLimits {
  const lookup = lookupIn([options]);
  const idle = lookupNumber(
    lookup,
    `${protocol.name}.timeout`,
    lookupNumber(lookup, 'server.timeout', DEFAULT_IDLE_SECONDS),
  );
  return {
    idleMs: idle * 1000,
    frameMs: lookupNumber(lookup, 'farol.protocol.frameTimeout', DEFAULT_FRAME_SECONDS) * 1000,
    identifyMs:
      lookupNumber(lookup, 'farol.protocol.identifyTimeout', DEFAULT_IDENTIFY_SECONDS) * 1000,
  };
}

/**
 * Starts the TCP and UDP listeners of every enabled protocol on `host`. UDP shares the TCP
 * port number, as in Traccar (ephemeral ports are chosen apart).
 */
export async function startDeviceListeners(
  protocols: readonly DeviceProtocol[],
  deps: SessionDeps,
  host: string,
  ephemeral: boolean,
): Promise<DeviceListeners> {
  const ports: Record<string, ProtocolPorts> = {};
  const counters: Record<string, SessionCounters> = {};
  const tcp = new Map<string, TcpListener>();
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    await Promise.all(closers.map((closer) => closer()));
    await deps.status.settle();
  };
  try {
    for (const protocol of protocols) {
      const port = protocolPort(protocol, deps.options, ephemeral);
      if (port === null) continue;
      const limits = tcpLimits(protocol, deps.options);
      const count: SessionCounters = (counters[protocol.name] = {
        frames: 0,
        errors: 0,
        positions: 0,
      });
      const bound: ProtocolPorts = (ports[protocol.name] = {});
      if (protocol.tcp) {
        const listener = new TcpListener(protocol, deps, limits, count);
        closers.push(() => listener.close());
        bound.tcp = await listener.listen(port, host);
        tcp.set(protocol.name, listener);
      }
      if (protocol.udp) {
        const listener = new UdpListener(protocol, deps, limits.idleMs, count);
        closers.push(() => listener.close());
        bound.udp = await listener.listen(port, host);
      }
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    ports,
    counters,
    connections: (name) => tcp.get(name)?.connectionCount ?? 0,
    close,
  };
}

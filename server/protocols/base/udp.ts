import dgram from 'node:dgram';
import { ProtocolSession, type SessionCounters, type SessionDeps } from './session';
import type { DeviceProtocol, Framer } from './types';

/** Remote addresses remembered at most (the oldest is forgotten first). */
const MAX_PEERS = 100_000;

interface Peer {
  session: ProtocolSession;
  framer: Framer;
  lastSeen: number;
  /** The datagrams of one address are handled in arrival order. */
  queue: Promise<void>;
}

/** Cuts one datagram into frames; bytes that complete no frame are dropped. */
function framesOf(framer: Framer, datagram: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  let rest = datagram;
  while (rest.length) {
    const cut = framer(rest);
    if (!cut || cut.consumed <= 0) break;
    if (cut.frame) frames.push(Buffer.from(cut.frame));
    rest = rest.subarray(cut.consumed);
  }
  return frames;
}

/**
 * A protocol's UDP listener: one session per remote address, answered at that address, and the
 * device's live session for commands while it keeps reporting. Datagrams are independent
 * messages, so there is no stream buffer to fill; silent addresses are forgotten after `idleMs`.
 */
export class UdpListener {
  readonly socket: dgram.Socket;
  private readonly peers = new Map<string, Peer>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly protocol: DeviceProtocol,
    private readonly deps: SessionDeps,
    private readonly idleMs: number,
    readonly counters: SessionCounters,
  ) {
    this.socket = dgram.createSocket('udp4');
    this.socket.on('message', (datagram, remote) => this.receive(datagram, remote));
    this.socket.on('error', (error) => console.error(`${protocol.name} UDP:`, error));
  }

  private peer(remote: dgram.RemoteInfo): Peer {
    const key = `${remote.address}:${remote.port}`;
    let peer = this.peers.get(key);
    if (peer) {
      this.peers.delete(key);
      this.peers.set(key, peer);
      return peer;
    }
    if (this.peers.size >= MAX_PEERS) this.forget(this.peers.keys().next().value!);
    const session = new ProtocolSession(
      this.protocol,
      {
        write: (data) =>
          new Promise<void>((resolve, reject) =>
            this.socket.send(data, remote.port, remote.address, (error) =>
              error ? reject(error) : resolve(),
            ),
          ),
        close: () => this.forget(key),
      },
      this.deps,
      this.counters,
      this.protocol.createDatagramDecoder?.() ?? this.protocol.createDecoder(),
    );
    peer = { session, framer: this.protocol.createFramer(), lastSeen: 0, queue: Promise.resolve() };
    this.peers.set(key, peer);
    return peer;
  }

  private receive(datagram: Buffer, remote: dgram.RemoteInfo): void {
    if (datagram.length > this.protocol.maxFrame) return;
    const peer = this.peer(remote);
    peer.lastSeen = this.deps.now();
    const frames = this.protocol.createDatagramDecoder
      ? [Buffer.from(datagram)]
      : framesOf(peer.framer, datagram);
    if (!frames.length) return;
    peer.queue = peer.queue
      .then(() => peer.session.handle(frames))
      .catch((error: unknown) => console.error(`${this.protocol.name} UDP:`, error));
  }

  private forget(key: string): void {
    const peer = this.peers.get(key);
    if (!peer) return;
    this.peers.delete(key);
    // A datagram device has no connection to lose: its status times out instead.
    peer.session.detach(false);
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.socket.once('error', reject);
      this.socket.bind(port, host, () => {
        this.socket.off('error', reject);
        if (this.idleMs > 0) {
          this.sweeper = setInterval(() => this.sweep(), Math.max(this.idleMs / 10, 50));
          this.sweeper.unref();
        }
        resolve(this.socket.address().port);
      });
    });
  }

  private sweep(): void {
    const limit = this.deps.now() - this.idleMs;
    for (const [key, peer] of this.peers) {
      if (peer.lastSeen < limit) this.forget(key);
    }
  }

  close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const key of [...this.peers.keys()]) this.forget(key);
    return new Promise((resolve) => this.socket.close(() => resolve()));
  }
}

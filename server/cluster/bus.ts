import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A message between Farol nodes: a `type` and plain JSON fields. */
export interface ClusterMessage {
  type: string;
  [field: string]: unknown;
}

/**
 * Carries messages between the nodes of a cluster. A node never receives its own messages: it
 * has already applied what it publishes. Messages from one node arrive in the order it sent them.
 */
export interface ClusterBus {
  /** This node's id (random per start). */
  readonly nodeId: string;
  /** True when other nodes may exist (a real bus); false for a single node. */
  readonly shared: boolean;
  publish(message: ClusterMessage): void;
  /** Adds a handler for the other nodes' messages. */
  subscribe(handler: (message: ClusterMessage) => void): void;
  /**
   * Adds a handler for a reconnection to the bus: messages sent while this node was cut off
   * are lost, so what they would have changed must be read again.
   */
  onReconnect(handler: () => void): void;
}

export const newNodeId = (): string => randomBytes(6).toString('hex');

/** One node alone: publishing goes nowhere. */
export class LocalBus implements ClusterBus {
  readonly nodeId = newNodeId();
  readonly shared = false;
  publish(): void {}
  subscribe(): void {}
  onReconnect(): void {}
}

/** The Redis channel every node publishes to and listens on. */
export const CLUSTER_CHANNEL = 'farol:cluster';

/**
 * The bus over Redis pub/sub: `publisher` sends, `subscriber` (a connection of its own, as pub/sub
 * requires) listens. A message that cannot be read is logged and dropped.
 */
export class RedisBus implements ClusterBus {
  readonly nodeId = newNodeId();
  readonly shared = true;
  private readonly handlers: ((message: ClusterMessage) => void)[] = [];
  private readonly reconnected: (() => void)[] = [];

  private constructor(
    private readonly publisher: Redis,
    subscriber: Redis,
  ) {
    // 'ready' follows every connection: after the first (usually already made), a reconnection.
    let started = subscriber.status === 'ready';
    subscriber.on('ready', () => {
      if (started) for (const handler of this.reconnected) handler();
      started = true;
    });
    subscriber.on('message', (channel: string, text: string) => {
      if (channel !== CLUSTER_CHANNEL) return;
      let envelope: { from: string; message: ClusterMessage };
      try {
        envelope = JSON.parse(text) as { from: string; message: ClusterMessage };
      } catch {
        console.error('Unreadable cluster message dropped');
        return;
      }
      if (envelope.from === this.nodeId) return;
      for (const handler of this.handlers) {
        try {
          handler(envelope.message);
        } catch (error) {
          console.error(`Cluster message ${envelope.message.type} failed:`, error);
        }
      }
    });
  }

  /** Subscribes `subscriber` to the cluster channel and returns the bus once it listens. */
  static async open(publisher: Redis, subscriber: Redis): Promise<RedisBus> {
    const bus = new RedisBus(publisher, subscriber);
    await subscriber.subscribe(CLUSTER_CHANNEL);
    return bus;
  }

  publish(message: ClusterMessage): void {
    const text = JSON.stringify({ from: this.nodeId, message });
    this.publisher.publish(CLUSTER_CHANNEL, text).catch((error: unknown) => {
      console.error('Cluster message not sent:', error);
    });
  }

  subscribe(handler: (message: ClusterMessage) => void): void {
    this.handlers.push(handler);
  }

  onReconnect(handler: () => void): void {
    this.reconnected.push(handler);
  }
}

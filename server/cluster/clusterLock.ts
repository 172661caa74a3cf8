/**
 * A lease shared by every Farol node: whoever acquires `name` holds it until `ttlMs` has passed
 * or it releases it, and no other node acquires it meanwhile. Scheduled work takes one per run
 * so it happens once across the cluster; a node that dies holding a lease loses it at expiry.
 */
export interface ClusterLock {
  /** True when this node now holds `name` for `ttlMs`; false when another holder has it. */
  acquire(name: string, ttlMs: number): Promise<boolean>;
  /** Gives up `name` if this node holds it (another holder's lease is left alone). */
  release(name: string): Promise<void>;
}

/**
 * A node alone needs no lease: every tick runs (a skipped tick would shift the windows that
 * periodic checks such as inactivity count on).
 */
export const SINGLE_NODE_LOCK: ClusterLock = {
  acquire: async () => true,
  release: async () => {},
};

/** Leases in this process's memory (tests, and nodes simulated in one process). */
export class MemoryLock implements ClusterLock {
  private readonly leases = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async acquire(name: string, ttlMs: number): Promise<boolean> {
    const until = this.leases.get(name);
    if (until !== undefined && until > this.now()) return false;
    this.leases.set(name, this.now() + ttlMs);
    return true;
  }

  async release(name: string): Promise<void> {
    this.leases.delete(name);
  }
}

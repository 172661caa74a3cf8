import type { CommandToSend } from './types';

/** A connected device that can take a command now (a TCP session of a binary protocol). */
export interface LiveSession {
  /** The protocol the device speaks on this session (`gt06`…). */
  readonly protocolName: string;
  supports(type: string): boolean;
  send(command: CommandToSend): Promise<void>;
}

/**
 * Devices connected through protocols with live sessions. OsmAnd is HTTP and opens none, so
 * its commands are queued; a TCP protocol registers its sessions here.
 */
export class LiveSessions {
  private readonly sessions = new Map<number, LiveSession>();

  get(deviceId: number): LiveSession | undefined {
    return this.sessions.get(deviceId);
  }

  open(deviceId: number, session: LiveSession): void {
    this.sessions.set(deviceId, session);
  }

  close(deviceId: number, session: LiveSession): void {
    if (this.sessions.get(deviceId) === session) this.sessions.delete(deviceId);
  }
}

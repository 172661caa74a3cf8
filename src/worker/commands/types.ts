/** The command domain's surface (SPEC §2 device actions; traccar-api.md §g). */
import type { Command } from '@farol/model';

/** What can be sent to a device: its saved commands and the types its protocol accepts. */
export interface CommandOptions {
  saved: Command[];
  types: string[];
}

/** A command to send: a saved one (`commandId`), or a type with attributes. */
export interface CommandRequest {
  deviceId: number;
  commandId?: number;
  type?: string;
  attributes?: Record<string, unknown>;
  textChannel?: boolean;
}

/** Sent at once to a connected device, or queued until it next reports (HTTP 202). */
export type CommandOutcome = 'sent' | 'queued';

/** The command domain (SPEC §2 device actions). */
export interface CommandApi {
  commandOptions(input: { deviceId: number }): Promise<CommandOptions>;
  sendCommand(input: CommandRequest): Promise<CommandOutcome>;
  /**
   * Engine stop or resume: a saved command whose `tarkan.changeNative` names the action
   * replaces Traccar's native one for this device.
   */
  engineCommand(input: {
    deviceId: number;
    action: 'engineStop' | 'engineResume';
  }): Promise<CommandOutcome>;
}

import type { CommandToSend } from '../../commands/types';
import type { Lookup } from '../../pipeline/attributes';
import type { IncomingPosition } from '../../pipeline/types';

/**
 * Cuts a byte stream into frames. Returns the next frame (or null when the bytes before it are
 * to be skipped) and how many bytes it consumed; undefined when more bytes are needed. One per
 * connection: some protocols remember what they have seen (a login, a message length).
 */
export type Framer = (data: Buffer) => { frame: Buffer | null; consumed: number } | undefined;

/** What a decoder may ask of its connection. */
export interface DecoderContext {
  /** The time the frame arrived (ms). */
  readonly now: number;
  /**
   * Identifies the connection's device by the first known of `uniqueIds`; false when none is a
   * known, enabled device (its messages are then ignored, as Traccar does).
   */
  identify(...uniqueIds: string[]): boolean;
  /** True once a device is identified on this connection (or datagram address). */
  readonly identified: boolean;
  /** The identified device's uniqueId, or null. */
  readonly uniqueId: string | null;
  /** The identified device's model, or null. */
  readonly model: string | null;
  /** Device configuration: device, group, server attributes, then options. */
  readonly lookup: Lookup;
  /** Sends bytes to the device once this frame's positions are stored. */
  reply(data: Buffer | string): void;
  /**
   * Sends bytes instead of the frame's replies when the pipeline refuses its positions (a
   * protocol whose acknowledgement can say "not stored", as JT/T 808's failure result).
   */
  replyIfRefused(data: Buffer | string): void;
}

/**
 * Decodes one frame into positions (none for a login, heartbeat or unknown device). Throws a
 * DecodeError on a malformed frame: the frame then stores nothing and answers nothing. One per
 * connection, since some protocols keep state (a device's time zone, the IMEI of a login).
 */
export interface MessageDecoder {
  decode(frame: Buffer, context: DecoderContext): IncomingPosition[];
}

/** What a command encoder knows of the device it writes to. */
export interface EncoderContext {
  uniqueId: string;
  /** The session's decoder: some protocols answer in the dialect the device spoke. */
  decoder: MessageDecoder | null;
  model: string | null;
  lookup: Lookup;
  now: number;
}

/** A device protocol: its listener, framing, decoder and command encoder. */
export interface DeviceProtocol {
  /** Traccar's protocol name (`gt06`), also the `<name>.port` configuration prefix. */
  name: string;
  /** Traccar's default port (PortConfigSuffix). */
  port: number;
  tcp: boolean;
  udp: boolean;
  /** The largest frame the protocol allows (bytes); more unframed bytes close the connection. */
  maxFrame: number;
  /** True for text protocols: a `custom` command's data is text, else hex bytes. */
  textCommands: boolean;
  createFramer(): Framer;
  createDecoder(): MessageDecoder;
  /**
   * The decoder of UDP datagrams when they differ from TCP frames (Teltonika); each datagram
   * is then one frame. Without it, datagrams are cut by the framer like a stream.
   */
  createDatagramDecoder?(): MessageDecoder;
  /** Data commands the protocol encodes (Traccar's supportedDataCommands, plus `custom`). */
  commands: readonly string[];
  /** The bytes of a command for the device, or null when it cannot be expressed. */
  encode(command: CommandToSend, context: EncoderContext): Buffer | string | null;
}

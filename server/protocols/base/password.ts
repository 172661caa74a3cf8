import type { EncoderContext } from './types';

/**
 * The device password commands carry: the device's `devicePassword` attribute, else the
 * `<protocol>.devicePassword` option, else the protocol's factory default (Traccar's
 * AttributeUtil.getDevicePassword).
 */
export function devicePassword(
  context: EncoderContext,
  protocol: string,
  fallback: string,
): string {
  const value = context.lookup('devicePassword') ?? context.lookup(`${protocol}.devicePassword`);
  return value === undefined ? fallback : String(value);
}

/** A boolean configuration value (`true` or "true"). */
export const option = (context: EncoderContext, key: string): boolean => {
  const value = context.lookup(key);
  return value === true || value === 'true';
};

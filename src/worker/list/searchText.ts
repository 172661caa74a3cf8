import type { Device } from '@farol/model';

/** Lower case without accents, so 'São' and 'sao' match (SPEC.md L2). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The plate lives in the device attributes (Traccar has no plate field). */
export function plateOf(device: Device): string {
  const plate = device.attributes['plate'];
  return typeof plate === 'string' ? plate : '';
}

// Device objects are never mutated (a change arrives as a new object), so the normalised text
// can be cached per object; searching 100,000 devices then costs one `includes` each.
const cache = new WeakMap<Device, string>();

/** What the list search looks in: name, uniqueId and plate, normalised. */
export function deviceSearchText(device: Device): string {
  let text = cache.get(device);
  if (text === undefined) {
    text = searchTextOf(device);
    cache.set(device, text);
  }
  return text;
}

/** `deviceSearchText` without the cache (for who stores it: the list's fleet index). */
export const searchTextOf = (device: Device) =>
  normalizeText(`${device.name}\n${device.uniqueId}\n${plateOf(device)}`);

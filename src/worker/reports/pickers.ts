/** What the device and group pickers find (SPEC.md RP9): search over 10,000+ devices in the core. */
import { isSoftDeleted, type Device, type Group } from '@farol/model';
import { deviceSearchText, normalizeText } from '../list/searchText';
import type { PickerItem, PickerResult } from './types';

/** Devices matching `text` (name, uniqueId, plate; case and accents ignored), by name. */
export function findDevices(
  devices: Iterable<Device>,
  text: string,
  limit: number,
  collator: Intl.Collator,
): PickerResult {
  const needle = normalizeText(text.trim());
  const found: Device[] = [];
  for (const device of devices) {
    if (isSoftDeleted(device.uniqueId)) continue;
    if (needle === '' || deviceSearchText(device).includes(needle)) found.push(device);
  }
  found.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  return {
    items: found.slice(0, limit).map((d) => ({ id: d.id, name: d.name, detail: d.uniqueId })),
    total: found.length,
  };
}

/** Groups whose name matches `text`, by name. */
export function findGroups(
  groups: Iterable<Group>,
  text: string,
  limit: number,
  collator: Intl.Collator,
): PickerResult {
  const needle = normalizeText(text.trim());
  const found = [...groups].filter((g) => needle === '' || normalizeText(g.name).includes(needle));
  found.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  return {
    items: found.slice(0, limit).map((g) => ({ id: g.id, name: g.name, detail: '' })),
    total: found.length,
  };
}

export function deviceItem(device: Device | undefined, id: number): PickerItem {
  return { id, name: device?.name ?? `#${id}`, detail: device?.uniqueId ?? '' };
}

import { haversine } from '@farol/model';
import type { LiveHub } from '../services/liveHub';
import type { DeviceRegistry } from '../services/registry';
import type { PositionRecord, Storage } from '../storage';
import type { Geocoder } from './geocoder';

/** How long a position's lookup may wait for its turn before it is left without an address. */
export const LIVE_LOOKUP_WAIT_MS = 60_000;
/** A position whose row another node had not committed yet is tried once more after this. */
const RETRY_MS = 1_000;

/**
 * Addresses for incoming positions (`geocoder.ignorePositions` false): a known place (memory)
 * or the device's last address within `geocoder.reuseDistance` fills the position at once; an
 * unknown place is looked up in the background, without holding the device's answer, and the
 * address is then written onto the stored position and pushed to its viewers.
 */
export class PositionAddresses {
  constructor(
    private readonly geocoder: Geocoder,
    private readonly storage: Storage,
    private readonly registry: DeviceRegistry,
    private readonly hub: LiveHub,
  ) {}

  /** For the ingest: fills `position.address` now, or starts its lookup. */
  fill(position: PositionRecord, last: PositionRecord | null): void {
    // Off by default: one key read per position (the profile had all nine read each time).
    if (position.address || !this.geocoder.enabled) return;
    const settings = this.geocoder.settings;
    if (!settings.enabled || settings.ignorePositions) return;
    const known = this.geocoder.cached(position.latitude, position.longitude);
    if (known !== undefined) {
      position.address = known;
      return;
    }
    if (
      last?.address &&
      settings.reuseDistance > 0 &&
      haversine(last.latitude, last.longitude, position.latitude, position.longitude) <=
        settings.reuseDistance
    ) {
      position.address = last.address;
      return;
    }
    this.geocoder
      .address(position.latitude, position.longitude, LIVE_LOOKUP_WAIT_MS)
      .then((address) => (address ? this.found(position, address, true) : undefined))
      .catch(() => undefined);
  }

  /**
   * The address arrived: onto the record (stored with it if not committed yet), onto the row
   * (once more a second later if the row was not there yet), and to the device's viewers.
   */
  private async found(position: PositionRecord, address: string, retry: boolean): Promise<void> {
    position.address = address;
    if (position.id <= 0) return;
    const written = await this.storage.geocodes.fillPosition(position.id, address);
    if (!written && retry) {
      setTimeout(() => void this.found(position, address, false).catch(() => undefined), RETRY_MS);
      return;
    }
    // Its viewers see the address once it is stored (or was stored with the row).
    if (this.registry.latest(position.deviceId)?.id === position.id) {
      this.hub.publish([position], []);
    }
  }
}

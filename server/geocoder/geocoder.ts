import { lookupBoolean, type Lookup } from '../pipeline/attributes';
import { FarolError } from '../errors';
import type { PositionRecord, Storage } from '../storage';
import { formatAddress, nominatimParts } from './address';
import { geocoderSettings, type GeocoderSettings } from './settings';

/** Addresses kept in memory (most recently used). */
const MEMORY_ENTRIES = 10_000;
/** Time allowed to the geocoder per request. */
export const GEOCODER_TIMEOUT_MS = 10_000;

/** The geocoder's queue is longer than a caller may wait: 429, with when to try again. */
export class GeocoderBusyError extends FarolError {
  constructor(readonly retryAfterMs: number) {
    super(
      'org.traccar.geocoder.GeocoderException',
      `Too many reverse geocoding requests: retry in ${Math.ceil(retryAfterMs / 1000)} s`,
      429,
    );
  }
}

/** Cache keys round to 4 decimals (about 11 m), with the language and format asked for. */
export function cacheKey(latitude: number, longitude: number, settings: GeocoderSettings) {
  return `${latitude.toFixed(4)},${longitude.toFixed(4)}|${settings.language}|${settings.format}`;
}

/**
 * Reverse geocoding through a Nominatim-compatible service: addresses are cached in memory and
 * in the database (every node shares them), identical lookups under way are shared, and
 * requests to the service are spaced to `geocoder.rateLimit` per second. A caller says how
 * long it may wait for its turn; longer is a GeocoderBusyError.
 */
export class Geocoder {
  private readonly memory = new Map<string, string | null>();
  private readonly underWay = new Map<string, Promise<string | null>>();
  private nextSlot = 0;

  constructor(
    private readonly storage: Storage,
    private readonly lookup: Lookup,
    /** Counts each request sent to the service (server statistics). */
    private readonly counted: () => void = () => undefined,
    private readonly now: () => number = Date.now,
    /** Waits `ms` before a request's turn (a test's clock replaces it). */
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  get settings(): GeocoderSettings {
    return geocoderSettings(this.lookup);
  }

  /** `geocoder.enable` alone (read for every incoming position; the other keys only when on). */
  get enabled(): boolean {
    return lookupBoolean(this.lookup, 'geocoder.enable', false);
  }

  /** How many places this node keeps in memory. */
  get memorySize(): number {
    return this.memory.size;
  }

  /** The address in memory: a string, null (the place has none), or undefined (not known). */
  cached(latitude: number, longitude: number): string | null | undefined {
    const key = cacheKey(latitude, longitude, this.settings);
    const value = this.memory.get(key);
    if (value !== undefined) this.remember(key, value);
    return value;
  }

  /** The address of a place: memory, then the database, then the service in its turn. */
  async address(latitude: number, longitude: number, maxWaitMs = Infinity): Promise<string | null> {
    const settings = this.settings;
    if (!settings.enabled) return null;
    const key = cacheKey(latitude, longitude, settings);
    const known = this.memory.get(key);
    if (known !== undefined) return known;
    let lookup = this.underWay.get(key);
    if (!lookup) {
      lookup = this.resolve(key, latitude, longitude, settings, maxWaitMs);
      this.underWay.set(key, lookup);
      void lookup.then(
        () => this.underWay.delete(key),
        () => this.underWay.delete(key),
      );
    }
    return lookup;
  }

  /** Fills `address` of positions without one from the caches (memory, one database read). */
  async fillFromCache(positions: PositionRecord[]): Promise<void> {
    const settings = this.settings;
    if (!settings.enabled) return;
    const missing = new Map<string, PositionRecord[]>();
    for (const position of positions) {
      if (position.address) continue;
      const key = cacheKey(position.latitude, position.longitude, settings);
      const known = this.memory.get(key);
      if (known) position.address = known;
      else if (known === undefined) missing.set(key, [...(missing.get(key) ?? []), position]);
    }
    if (missing.size === 0) return;
    for (const [key, address] of await this.storage.geocodes.getMany([...missing.keys()])) {
      this.remember(key, address);
      for (const position of missing.get(key) ?? []) position.address = address;
    }
  }

  private async resolve(
    key: string,
    latitude: number,
    longitude: number,
    settings: GeocoderSettings,
    maxWaitMs: number,
  ): Promise<string | null> {
    const stored = await this.storage.geocodes.getMany([key]);
    if (stored.has(key)) {
      const address = stored.get(key)!;
      this.remember(key, address);
      return address;
    }
    await this.turn(settings, maxWaitMs);
    const address = await this.request(latitude, longitude, settings);
    this.remember(key, address);
    await this.storage.geocodes.put(key, address, this.now());
    return address;
  }

  /** Waits for this request's slot, `1 / rateLimit` seconds after the previous one. */
  private async turn(settings: GeocoderSettings, maxWaitMs: number): Promise<void> {
    const now = this.now();
    const wait = Math.max(0, this.nextSlot - now);
    if (wait > maxWaitMs) throw new GeocoderBusyError(wait);
    this.nextSlot = Math.max(now, this.nextSlot) + 1000 / settings.rateLimit;
    if (wait > 0) await this.sleep(wait);
  }

  private async request(
    latitude: number,
    longitude: number,
    settings: GeocoderSettings,
  ): Promise<string | null> {
    const url = new URL(settings.url);
    url.searchParams.set('format', 'json');
    url.searchParams.set('lat', latitude.toFixed(6));
    url.searchParams.set('lon', longitude.toFixed(6));
    url.searchParams.set('zoom', '18');
    url.searchParams.set('addressdetails', '1');
    if (settings.key) url.searchParams.set('key', settings.key);
    if (settings.language) url.searchParams.set('accept-language', settings.language);
    this.counted();
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'Farol (reverse geocoding)' },
      signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`Geocoder ${url.host} answered HTTP ${response.status}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`Geocoder ${url.host} answered something other than JSON`);
    }
    const parts = nominatimParts(json);
    return parts ? formatAddress(parts, settings.format) : null;
  }

  private remember(key: string, address: string | null): void {
    this.memory.delete(key);
    this.memory.set(key, address);
    if (this.memory.size > MEMORY_ENTRIES) this.memory.delete(this.memory.keys().next().value!);
  }
}

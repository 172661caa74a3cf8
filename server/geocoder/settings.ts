import { lookupBoolean, lookupNumber, lookupString, type Lookup } from '../pipeline/attributes';
import { DEFAULT_ADDRESS_FORMAT } from './address';

/** OpenStreetMap's public Nominatim (its policy: at most one request per second). */
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/reverse';

/**
 * The reverse geocoder's settings, under Traccar's keys (server attributes, then the
 * configuration options), with Farol's defaults: off unless `geocoder.enable` is true.
 */
export interface GeocoderSettings {
  /** `geocoder.enable` (Farol: false by default). */
  enabled: boolean;
  /** `geocoder.url`: a Nominatim-compatible reverse endpoint. */
  url: string;
  /** `geocoder.key`: sent as `key` (LocationIQ and other hosted Nominatims). */
  key: string;
  /** `geocoder.language`: sent as `accept-language`. */
  language: string;
  /** `geocoder.format`: Traccar's AddressFormat codes. */
  format: string;
  /** `geocoder.ignorePositions`: false fills incoming positions (Farol's default). */
  ignorePositions: boolean;
  /** `geocoder.onRequest`: reports look up the addresses their rows lack (default true). */
  onRequest: boolean;
  /** `geocoder.reuseDistance`: metres within which a device's last address is reused. */
  reuseDistance: number;
  /** `geocoder.rateLimit`: requests per second to the geocoder (Farol's key; default 1). */
  rateLimit: number;
}

export function geocoderSettings(lookup: Lookup): GeocoderSettings {
  return {
    enabled: lookupBoolean(lookup, 'geocoder.enable', false),
    url: lookupString(lookup, 'geocoder.url', DEFAULT_GEOCODER_URL),
    key: lookupString(lookup, 'geocoder.key', ''),
    language: lookupString(lookup, 'geocoder.language', ''),
    format: lookupString(lookup, 'geocoder.format', DEFAULT_ADDRESS_FORMAT),
    ignorePositions: lookupBoolean(lookup, 'geocoder.ignorePositions', false),
    onRequest: lookupBoolean(lookup, 'geocoder.onRequest', true),
    reuseDistance: Math.max(0, lookupNumber(lookup, 'geocoder.reuseDistance', 0)),
    rateLimit: Math.max(0.001, lookupNumber(lookup, 'geocoder.rateLimit', 1)),
  };
}

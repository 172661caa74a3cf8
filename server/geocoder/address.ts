/** The parts of an address a Nominatim-compatible geocoder returns (Traccar's Address). */
export interface AddressParts {
  postcode?: string;
  country?: string;
  state?: string;
  district?: string;
  settlement?: string;
  suburb?: string;
  street?: string;
  house?: string;
  formattedAddress?: string;
}

/** Traccar's default `geocoder.format`: house, road, town, state, country. */
export const DEFAULT_ADDRESS_FORMAT = '%h %r, %t, %s, %c';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * The parts of a Nominatim `format=json` answer, as Traccar's NominatimGeocoder reads them; null
 * when it has no `address` object (nothing there: the sea, an error).
 */
export function nominatimParts(json: unknown): AddressParts | null {
  if (typeof json !== 'object' || json === null) return null;
  const { address, display_name: formatted } = json as Record<string, unknown>;
  if (typeof address !== 'object' || address === null) return null;
  const a = address as Record<string, unknown>;
  return {
    formattedAddress: text(formatted),
    house: text(a.house_number),
    street: text(a.road),
    suburb: text(a.suburb),
    settlement: text(a.village) ?? text(a.town) ?? text(a.city),
    district: text(a.state_district) ?? text(a.region),
    state: text(a.state),
    country: text(a.country_code)?.toUpperCase(),
    postcode: text(a.postcode),
  };
}

const CODES: [string, keyof AddressParts][] = [
  ['%p', 'postcode'],
  ['%c', 'country'],
  ['%s', 'state'],
  ['%d', 'district'],
  ['%t', 'settlement'],
  ['%u', 'suburb'],
  ['%r', 'street'],
  ['%h', 'house'],
  ['%f', 'formattedAddress'],
];

const escape = (code: string) => code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Traccar's AddressFormat: each code is replaced by its part; a missing part takes the commas
 * and spaces before it away; leading separators go. Null when nothing is left.
 */
export function formatAddress(parts: AddressParts, format = DEFAULT_ADDRESS_FORMAT): string | null {
  let result = format;
  for (const [code, key] of CODES) {
    const value = parts[key];
    result =
      value !== undefined
        ? result.split(code).join(value)
        : result.replace(new RegExp(`[, ]*${escape(code)}`, 'g'), '');
  }
  result = result.replace(/^[, ]*/, '').trim();
  return result || null;
}

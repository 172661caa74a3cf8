import { describe, expect, it } from 'vitest';
import { formatAddress, nominatimParts } from '../../server/geocoder/address';

describe("Traccar's address format", () => {
  const answer = {
    display_name: 'Avenida Paulista, 1000, Bela Vista, São Paulo, Brasil',
    address: {
      house_number: '1000',
      road: 'Avenida Paulista',
      suburb: 'Bela Vista',
      city: 'São Paulo',
      state: 'São Paulo',
      country_code: 'br',
      postcode: '01310-100',
    },
  };

  it('reads the parts of a Nominatim answer as Traccar does', () => {
    expect(nominatimParts(answer)).toEqual({
      formattedAddress: answer.display_name,
      house: '1000',
      street: 'Avenida Paulista',
      suburb: 'Bela Vista',
      settlement: 'São Paulo',
      district: undefined,
      state: 'São Paulo',
      country: 'BR',
      postcode: '01310-100',
    });
    expect(nominatimParts({ error: 'Unable to geocode' })).toBeNull();
    expect(nominatimParts('text')).toBeNull();
  });

  it('formats with the default and custom codes', () => {
    const parts = nominatimParts(answer)!;
    expect(formatAddress(parts)).toBe('1000 Avenida Paulista, São Paulo, São Paulo, BR');
    expect(formatAddress(parts, '%r, %h - %u, %t/%s %p')).toBe(
      'Avenida Paulista, 1000 - Bela Vista, São Paulo/São Paulo 01310-100',
    );
    expect(formatAddress(parts, '%f')).toBe(answer.display_name);
  });

  it('drops a missing part with the separators before it, and leading ones', () => {
    expect(formatAddress({ street: 'Rua A', country: 'BR' })).toBe('Rua A, BR');
    expect(formatAddress({ state: 'SP', country: 'BR' })).toBe('SP, BR');
    expect(formatAddress({})).toBeNull();
  });
});

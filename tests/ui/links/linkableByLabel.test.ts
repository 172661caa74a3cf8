import { describe, expect, it } from 'vitest';
import { linkableByLabel } from '../../../src/ui/links/entityLabel';
import type { EntityViewOf } from '../../../src/worker/types';

const geofence = (id: number, name: string, isAnchor = false) =>
  ({
    id,
    name,
    area: 'CIRCLE (0 0, 10)',
    attributes: {},
    isAnchor,
  }) as unknown as EntityViewOf['geofence'];

describe('linkableByLabel', () => {
  it('keeps the objects whose label holds every word, accents and case aside, in label order', () => {
    const items = [geofence(1, 'Pátio Sul'), geofence(2, 'Garagem'), geofence(3, 'patio norte')];
    expect(linkableByLabel('geofence', items, 'PATIO')).toEqual([
      { id: 3, label: 'patio norte' },
      { id: 1, label: 'Pátio Sul' },
    ]);
    expect(linkableByLabel('geofence', items, 'sul pátio').map((item) => item.id)).toEqual([1]);
  });

  it('never offers an anchor for linking by hand', () => {
    const items = [geofence(1, 'Âncora de X', true), geofence(2, 'Cerca')];
    expect(linkableByLabel('geofence', items, '').map((item) => item.id)).toEqual([2]);
  });
});

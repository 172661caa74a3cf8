import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MapOptionsMenu } from '../../src/ui/map/MapOptionsMenu';
import { DEFAULT_MAP_OPTIONS } from '../../src/worker/map/state';
import { fakeCore } from '../support/fakeCore';
import { renderWith } from '../support/render';
import { server, user } from '../worker/support/fixtures';

async function menu(attributes: Record<string, unknown> = {}, baseLayer: string | null = null) {
  const fake = fakeCore();
  fake.publish('session', {
    status: 'authenticated',
    user: user(),
    server: server({ attributes }),
  });
  fake.publish('mapOptions', { ...DEFAULT_MAP_OPTIONS, baseLayer } as never);
  await renderWith(<MapOptionsMenu />, { core: fake.core });
  await userEvent.click(screen.getByRole('button', { name: 'Opções do mapa' }));
  return fake;
}

describe('the base-layer picker', () => {
  it('offers the layers without keys and marks the one shown', async () => {
    await menu();
    const group = screen.getByRole('group', { name: 'Mapa base' });
    const radios = [...group.querySelectorAll('label')].map((label) => label.textContent);
    expect(radios).toEqual(['Offline', 'OpenStreetMap', 'Satélite']);
    expect(screen.getByRole('radio', { name: 'Offline' })).toHaveProperty('checked', true);
  });

  it("adds Google's and Mapbox's layers when the server holds their keys", async () => {
    await menu({ googleKey: 'g', mapboxAccessToken: 'pk' }, 'googleHybrid');
    expect(screen.getByRole('radio', { name: 'Google Híbrido' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Mapbox Ruas' })).toBeTruthy();
  });

  it("saves the pick in the user's map options", async () => {
    const fake = await menu();
    await userEvent.click(screen.getByRole('radio', { name: 'Satélite' }));
    expect(fake.calls('setMapOptions')).toEqual([{ baseLayer: 'satellite' }]);
  });
});

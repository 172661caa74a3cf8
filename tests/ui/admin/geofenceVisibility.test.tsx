import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseWkt, Server, User } from '@farol/model';
import { GeofencesPage } from '../../../src/ui/geofences/GeofencesPage';
import type { GeofenceView } from '../../../src/worker/types';
import { fakeCore } from '../../support/fakeCore';
import { giveListsHeight } from '../../support/listHeight';
import { renderWith } from '../../support/render';

giveListsHeight();

const view = (id: number, name: string): GeofenceView => {
  const area = `CIRCLE (-23.5 -46.${id}, 1000)`;
  return {
    id,
    name,
    description: null,
    area,
    shape: parseWkt(area),
    calendarId: 0,
    attributes: {},
    isAnchor: false,
    anchorDeviceId: null,
  };
};

async function open(hidden: number[] = []) {
  const fake = fakeCore();
  fake.publish('session', {
    status: 'authenticated',
    user: User.parse({ id: 1, email: 'a@x' }),
    server: Server.parse({ id: 1 }),
  } as never);
  fake.publish('entities.geofence', {
    state: 'ready',
    error: null,
    items: [view(1, 'Pátio'), view(2, 'Depósito'), view(3, 'Porto')],
  });
  fake.publish('hiddenGeofences', hidden);
  const rendered = await renderWith(<GeofencesPage />, { core: fake.core, path: '/geofence' });
  return { ...fake, ...rendered };
}

describe('geofence visibility on the map (worker SPEC.md G4)', { timeout: 20_000 }, () => {
  it("a row's eye hides that geofence, without opening it, and shows it again", async () => {
    const t = await open();
    const row = screen.getByRole('row', { name: /Pátio/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Ocultar Pátio do mapa' }));
    expect(t.calls('setGeofencesVisible')).toEqual([{ ids: [1], visible: false }]);
    expect(t.location()).toBe('/geofence');

    t.publish('hiddenGeofences', [1]);
    const eye = await within(row).findByRole('button', { name: 'Mostrar Pátio no mapa' });
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(eye);
    expect(t.calls('setGeofencesVisible').at(-1)).toEqual({ ids: [1], visible: true });
  });

  it('the selected geofences are hidden or shown together from the bulk bar', async () => {
    const t = await open();
    for (const name of [/Pátio/, /Porto/])
      await userEvent.click(
        within(screen.getByRole('row', { name })).getByRole('checkbox', { name: 'Selecionar' }),
      );
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar do mapa' }));
    const [call] = t.calls('setGeofencesVisible') as { ids: number[]; visible: boolean }[];
    expect([...call!.ids].sort()).toEqual([1, 3]);
    expect(call!.visible).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar no mapa' }));
    expect(t.calls('setGeofencesVisible').at(-1)).toMatchObject({ visible: true });
  });

  it('"show all" appears while some are hidden and shows them all', async () => {
    const t = await open();
    expect(screen.queryByRole('button', { name: /Mostrar todas/ })).toBeNull();
    t.publish('hiddenGeofences', [2, 3]);
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar todas (2 ocultas)' }));
    await waitFor(() =>
      expect(t.calls('setGeofencesVisible')).toEqual([{ ids: [2, 3], visible: true }]),
    );
  });
});

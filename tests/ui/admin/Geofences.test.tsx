import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseWkt, Server, User } from '@farol/model';
import { GeofenceEditPage } from '../../../src/ui/geofences/GeofenceEditPage';
import { GeofencesPage } from '../../../src/ui/geofences/GeofencesPage';
import type { GeofenceView } from '../../../src/worker/types';
import { fakeCore } from '../../support/fakeCore';
import { giveListsHeight } from '../../support/listHeight';
import { renderWith } from '../../support/render';

giveListsHeight();

const view = (id: number, name: string, area: string, attributes = {}): GeofenceView => ({
  id,
  name,
  description: null,
  area,
  shape: parseWkt(area),
  calendarId: 0,
  attributes,
  isAnchor: 'isAnchor' in attributes,
  anchorDeviceId: null,
});
const GEOFENCES = [
  view(1, 'Pátio', 'CIRCLE (-23.5 -46.6, 1000)'),
  view(2, 'Rota', 'LINESTRING (-23.5 -46.6, -23.6 -46.7, -23.7 -46.8)'),
  view(3, 'Âncora Van', 'CIRCLE (-23.5 -46.6, 150)', { isAnchor: true, deviceId: 7 }),
];

async function open(ui: React.ReactNode, speedUnit = 'kmh') {
  const fake = fakeCore({
    saveEntity: (async (input: { entity: unknown }) => input.entity) as never,
  });
  fake.publish('session', {
    status: 'authenticated',
    user: User.parse({ id: 1, email: 'a@x', attributes: { speedUnit } }),
    server: Server.parse({ id: 1 }),
  } as never);
  fake.publish('entities.geofence', { state: 'ready', error: null, items: GEOFENCES });
  fake.publish('entities.calendar', { state: 'ready', error: null, items: [] });
  const rendered = await renderWith(ui, { core: fake.core, path: '/geofence' });
  return { ...fake, ...rendered };
}

describe('geofence screens', { timeout: 20_000 }, () => {
  it('lists geofences with their area or point count, anchors apart', async () => {
    await open(<GeofencesPage />);
    expect(screen.getByRole('row', { name: /Pátio/ }).textContent).toContain('Círculo · 3,14 km²');
    expect(screen.getByRole('row', { name: /Rota/ }).textContent).toContain('Linha · 3 pontos');
    expect(screen.queryByRole('row', { name: /Âncora Van/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nova cerca' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Âncoras' }));
    expect(screen.getByRole('row', { name: /Âncora Van/ })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Pátio/ })).toBeNull();
  });

  it('saves name, speed limit (typed in km/h, stored in knots) and lock switches; area kept', async () => {
    const t = await open(<GeofenceEditPage params={{ id: '1' }} />);
    expect(screen.getByTestId('geofence-area').textContent).toBe('Círculo · 3,14 km²');
    await userEvent.clear(screen.getByLabelText(/^Nome/));
    await userEvent.type(screen.getByLabelText(/^Nome/), 'Pátio 2');
    await userEvent.type(screen.getByLabelText('Limite de velocidade (km/h)'), '74.08');
    await userEvent.click(screen.getByLabelText('Bloquear ao sair'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.calls('saveEntity')).toHaveLength(1));
    const { entity } = t.calls('saveEntity')[0] as {
      entity: { name: string; area: string; attributes: Record<string, number | boolean> };
    };
    expect(entity.name).toBe('Pátio 2');
    expect(entity.area).toBe('CIRCLE (-23.5 -46.6, 1000)');
    expect(entity.attributes['speedLimit']).toBeCloseTo(40, 6);
    expect(entity.attributes['lockOnExit']).toBe(true);
  });

  it("an empty name shows the SPEC's FILL_NAME and sends nothing", async () => {
    const t = await open(<GeofenceEditPage params={{ id: '2' }} />);
    await userEvent.clear(screen.getByLabelText(/^Nome/));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('O nome do campo é obrigatório.')).toBeTruthy();
    expect(t.calls('saveEntity')).toEqual([]);
  });
});

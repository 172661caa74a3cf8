import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parseWkt, Server, User } from '@farol/model';
import { GeofenceEditPage } from '../../../src/ui/geofences/GeofenceEditPage';
import { GeofencesPage } from '../../../src/ui/geofences/GeofencesPage';
import { useRegisterMap, type MapHandle } from '../../../src/ui/map/MapContext';
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

async function open(
  ui: React.ReactNode,
  speedUnit = 'kmh',
  saveEntity = (async (input: { entity: unknown }) => input.entity) as never,
) {
  const fake = fakeCore({ saveEntity });
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

/** Registers a stand-in map whose camera calls are recorded. */
function FakeMap({ handle }: { handle: Partial<MapHandle> }) {
  const register = useRegisterMap();
  useEffect(() => register(handle as MapHandle), [register, handle]);
  return null;
}

describe('geofence screens', { timeout: 20_000 }, () => {
  it('opening a stored geofence shows the map its bounds, to keep or change the zoom by', async () => {
    const showBounds = vi.fn();
    await open(
      <>
        <FakeMap handle={{ showBounds }} />
        <GeofenceEditPage params={{ id: '1' }} />
      </>,
    );
    await waitFor(() => expect(showBounds).toHaveBeenCalledTimes(1));
    // The 1,000 m circle's ring: about 0.009° of latitude either side of its centre.
    const [[west, south], [east, north]] = showBounds.mock.calls[0]![0] as number[][];
    expect((south! + north!) / 2).toBeCloseTo(-23.5, 4);
    expect((west! + east!) / 2).toBeCloseTo(-46.6, 4);
    expect(north! - south!).toBeCloseTo(0.018, 3);
  });

  it('lists geofences with their area or point count, anchors apart', async () => {
    await open(<GeofencesPage />);
    expect(screen.getByRole('row', { name: /Pátio/ }).textContent).toContain('Círculo · 3,14 km²');
    expect(screen.getByRole('row', { name: /Rota/ }).textContent).toContain('Linha · 3 pontos');
    expect(screen.queryByRole('row', { name: /Âncora Van/ })).toBeNull();
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

  it('"Nova cerca" opens a new geofence, whose area is drawn on the map', async () => {
    const t = await open(<GeofencesPage />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Nova cerca' })[0]!);
    expect(t.location()).toBe('/geofence/new');
  });

  it('a new geofence: a shape is chosen, the map says what to do; Save without an area sends nothing', async () => {
    const t = await open(<GeofenceEditPage params={{ id: 'new' }} />);
    expect(screen.getByText('Escolha a forma da cerca e desenhe-a no mapa.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Círculo' }));
    expect(screen.getByTestId('geofence-hint').textContent).toBe(
      'Clique no mapa no centro do círculo.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Linha' }));
    expect(screen.getByRole('button', { name: 'Linha' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('geofence-hint').textContent).toContain('pontos da linha');
    // Concluir, reset and cancel over the map while drawing (SPEC §2).
    const toolbar = screen.getByRole('toolbar', { name: 'Edição da área no mapa' });
    expect(toolbar.textContent).toContain('Concluir');
    await userEvent.type(screen.getByLabelText(/^Nome/), 'Rota nova');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Desenhe a área no mapa.')).toBeTruthy();
    expect(t.calls('saveEntity')).toEqual([]);
    // Cancel drops the shape: back to "draw".
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Desenhar no mapa' })).toBeTruthy();
  });

  it('a stored circle opens ready; its radius is typed, or edited on the map and cancelled', async () => {
    const t = await open(<GeofenceEditPage params={{ id: '1' }} />);
    expect(screen.queryByRole('toolbar')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Editar no mapa' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Edição da área no mapa' });
    expect(screen.getByTestId('geofence-hint').textContent).toContain('mudar o raio');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('toolbar')).toBeNull();
    const radius = screen.getByLabelText('Raio (m)');
    await userEvent.clear(radius);
    await userEvent.type(radius, '2000');
    expect(screen.getByTestId('geofence-area').textContent).toBe('Círculo · 12,57 km²');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.calls('saveEntity')).toHaveLength(1));
    const { entity } = t.calls('saveEntity')[0] as { entity: { area: string } };
    expect(entity.area).toBe('CIRCLE (-23.5 -46.6, 2000)');
  });

  it("a line's corridor is saved as its polylineDistance", async () => {
    const t = await open(<GeofenceEditPage params={{ id: '2' }} />);
    const width = screen.getByLabelText('Distância da linha (m)') as HTMLInputElement;
    expect(width.value).toBe('25');
    await userEvent.clear(width);
    await userEvent.type(width, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.calls('saveEntity')).toHaveLength(1));
    const { entity } = t.calls('saveEntity')[0] as {
      entity: { area: string; attributes: Record<string, unknown> };
    };
    expect(entity.area).toBe('LINESTRING (-23.5 -46.6, -23.6 -46.7, -23.7 -46.8)');
    expect(entity.attributes['polylineDistance']).toBe(40);
  });

  it('a refused save keeps the form and says why', async () => {
    await open(<GeofenceEditPage params={{ id: '1' }} />, 'kmh', (async () => {
      throw { type: 'http', code: 'INVALID_VALUE', message: 'Invalid value', status: 400 };
    }) as never);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(/Invalid value/)).toBeTruthy();
    expect(screen.getByTestId('geofence-area').textContent).toBe('Círculo · 3,14 km²');
    expect(screen.getByRole('button', { name: 'Editar no mapa' })).toBeTruthy();
  });
});

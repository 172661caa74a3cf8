import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { DeviceDetailPage } from '../../../src/ui/devices/DeviceDetailPage';
import { createMapOverlays, MapOverlaysContext } from '../../../src/ui/map/mapOverlays';
import { selectedDevice } from '../../../src/worker/fleet/selectedDevice';
import type { StopRow } from '../../../src/worker/types';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { device, position, server, user } from '../../worker/support/fixtures';

const truck = device(3, { name: 'Caminhão 3' });
const at = (hour: number, minute = 0) => Date.UTC(2026, 0, 1, hour, minute);
const stop = (index: number, start: number, minutes: number, address: string | null): StopRow => ({
  index,
  deviceId: 3,
  deviceName: 'Caminhão 3',
  latitude: -23.5,
  longitude: -46.6 + index / 100,
  startTime: start,
  endTime: start + minutes * 60_000,
  duration: minutes * 60_000,
  address,
  engineHours: 0,
  fuel: null,
});
const STOPS = [stop(1, at(13, 30), 95, 'Rua das Flores, 12'), stop(0, at(12), 20, null)];
const STOPS_ON = server({ attributes: { 'tarkan.enableStops': true } });

async function detailPage(on = STOPS_ON, signedInUser = user()) {
  const fake = fakeCore({ deviceStops: async () => STOPS });
  const overlays = createMapOverlays();
  fake.publish('session', signedIn(signedInUser, on));
  fake.publish('list', undefined as never);
  const view = await renderWith(
    <MapOverlaysContext.Provider value={overlays}>
      <Route path="/devices/:id" component={DeviceDetailPage} />
    </MapOverlaysContext.Provider>,
    { core: fake.core, path: '/devices/3' },
  );
  fake.publish('selected', selectedDevice(truck, position(3), 'kmh'));
  await screen.findByTestId('device-detail');
  return { ...fake, view, overlays };
}

const layer = (overlays: ReturnType<typeof createMapOverlays>, id: string) =>
  overlays.current().layers.find((l) => l.id === id);

describe('recent stops (tarkan.enableStops)', { timeout: 20_000 }, () => {
  it('lists the last 24 hours of stops with start, duration and address, and marks them on the map', async () => {
    const t = await detailPage();
    const section = await screen.findByTestId('recent-stops');
    expect(within(section).getByRole('heading').textContent).toBe('Paradas recentes');
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/01\/01\/2026.*Rua das Flores, 121 h 35 min$/),
      expect.stringMatching(/01\/01\/2026.*20 min$/),
    ]);
    expect(t.calls('deviceStops')).toEqual([{ deviceId: 3, hours: 24 }]);
    await waitFor(() => expect(layer(t.overlays, 'device-stops')?.props.data).toHaveLength(2));

    // Leaving the device takes its stops off the map.
    t.view.unmount();
    expect(layer(t.overlays, 'device-stops')).toBeUndefined();
  });

  it('shows nothing and asks nothing while the switch is off or unset', async () => {
    for (const on of [server(), server({ attributes: { 'tarkan.enableStops': false } })]) {
      const t = await detailPage(on);
      expect(screen.queryByTestId('recent-stops')).toBeNull();
      expect(t.calls('deviceStops')).toEqual([]);
      expect(layer(t.overlays, 'device-stops')).toBeUndefined();
      t.view.unmount();
    }
  });

  it('shows nothing to a user who may not read reports', async () => {
    const t = await detailPage(STOPS_ON, user({ disableReports: true }));
    expect(screen.queryByTestId('recent-stops')).toBeNull();
    expect(t.calls('deviceStops')).toEqual([]);
  });
});

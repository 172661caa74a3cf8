import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { DeviceDetailPage } from '../../../src/ui/devices/DeviceDetailPage';
import styles from '../../../src/ui/layout/SidePanel.module.css';
import { selectedDevice } from '../../../src/worker/fleet/selectedDevice';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { device, position, server, user } from '../../worker/support/fixtures';

const truck = device(3, { name: 'Caminhão 3' });

/** happy-dom's own handle on its window (the viewport a media query sees). */
interface HappyDomWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}

/** SidePanel's stylesheet with the class names CSS modules gave it, added to the document. */
function addPanelStyles() {
  const css = readFileSync(
    join(import.meta.dirname, '../../../src/ui/layout/SidePanel.module.css'),
    'utf8',
  ).replace(/\.([a-zA-Z]+)/g, (_, name: string) => `.${(styles as Record<string, string>)[name]}`);
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return () => style.remove();
}

async function detailPage(signedInUser = user(), on = server()) {
  const fake = fakeCore();
  fake.publish('session', signedIn(signedInUser, on));
  fake.publish('list', undefined as never);
  const view = await renderWith(<Route path="/devices/:id" component={DeviceDetailPage} />, {
    core: fake.core,
    path: '/devices/3',
  });
  return { ...fake, view };
}

describe('DeviceDetailPage', () => {
  it('/devices/{id} selects the device and shows it once the core has it', async () => {
    const t = await detailPage();
    await waitFor(() => expect(t.calls('selectDevice')).toEqual([{ deviceId: 3 }]));
    expect(screen.getByText('Carregando…')).toBeTruthy();
    t.publish('selected', selectedDevice(truck, position(3), 'kmh'));
    expect(await screen.findByRole('heading', { name: 'Caminhão 3' })).toBeTruthy();
    expect(screen.getByTestId('device-detail').getAttribute('data-device-id')).toBe('3');
  });

  it("writes the fix time and coordinates in the user's clock, zone and coordinate format", async () => {
    const t = await detailPage(
      user({
        coordinateFormat: 'dms',
        attributes: { timezone: 'America/Sao_Paulo', twelveHourFormat: true },
      }),
    );
    t.publish('selected', selectedDevice(truck, position(3), 'kmh'));
    const detail = await screen.findByTestId('device-detail');
    const field = (label: string) =>
      [...detail.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling
        ?.textContent;
    // position(3): -23.497, -46.603 at 12:00 UTC, 09:00 in São Paulo.
    expect(field('Coordenadas')).toBe('23° 29′ 49″ S, 46° 36′ 11″ W');
    expect(field('Horário da posição')).toBe('01/01/2026, 09:00:00 AM');
  });

  it("shows the recent events unless the server's events switch (tarkan.enableEvents) is off", async () => {
    const t = await detailPage();
    t.publish('selected', selectedDevice(truck, position(3), 'kmh'));
    expect(await screen.findByTestId('recent-events')).toBeTruthy();
    t.view.unmount();
    const off = await detailPage(user(), server({ attributes: { 'tarkan.enableEvents': false } }));
    off.publish('selected', selectedDevice(truck, position(3), 'kmh'));
    await screen.findByTestId('device-detail');
    expect(screen.queryByTestId('recent-events')).toBeNull();
    expect(off.calls('deviceEvents')).toEqual([]);
  });

  it('on a phone the detail is a bottom panel; on a desktop a side panel', async () => {
    const layout = async (width: number) => {
      (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 844 });
      const removeStyles = addPanelStyles();
      const t = await detailPage();
      const panel = screen.getByRole('region', { name: 'Detalhes' });
      const { top, bottom } = getComputedStyle(panel);
      t.view.unmount();
      removeStyles();
      return { placement: panel.getAttribute('data-placement'), top, bottom };
    };
    expect(await layout(390)).toEqual({ placement: 'bottom', top: 'auto', bottom: '8px' });
    expect(await layout(1440)).toEqual({ placement: 'bottom', top: '12px', bottom: '12px' });
  });
});

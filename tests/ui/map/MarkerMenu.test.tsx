import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Server, User } from '@farol/model';
import { MarkerMenu, type MapCamera } from '../../../src/ui/map/markerMenu/MarkerMenu';
import { radialLayout } from '../../../src/ui/map/markerMenu/radialLayout';
import { selectedDevice } from '../../../src/worker/fleet/selectedDevice';
import type { CoreApi } from '../../../src/worker/types';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { device, position, server, user } from '../../worker/support/fixtures';

const truck = device(7, { name: 'Caminhão 7' });
const admin = user({ administrator: true });

/** A camera that draws every place at (120, 80) until moved, and tells its listeners. */
function testCamera() {
  const listeners = new Set<() => void>();
  let point: [number, number] = [120, 80];
  const camera: MapCamera = {
    project: () => point,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const move = (to: [number, number]) => {
    point = to;
    act(() => listeners.forEach((listener) => listener()));
  };
  return { camera, move, listeners };
}

async function menu(
  who: User,
  options: { server?: Server; overrides?: Partial<CoreApi>; open?: number | null } = {},
) {
  const fake = fakeCore(options.overrides);
  fake.publish('session', signedIn(who, options.server ?? server()));
  fake.publish('selected', selectedDevice(truck, position(7), 'kmh'));
  const { camera, move, listeners } = testCamera();
  const onClose = vi.fn();
  // As the map holds it: the ring's device, closed (null) by the menu's own onClose.
  function Harness() {
    const [open, setOpen] = useState(options.open === undefined ? 7 : options.open);
    return (
      <MarkerMenu
        deviceId={open}
        camera={camera}
        onClose={() => {
          onClose();
          setOpen(null);
        }}
      />
    );
  }
  const rendered = await renderWith(<Harness />, { core: fake.core, path: '/home' });
  return { ...fake, ...rendered, onClose, move, listeners };
}

const entries = () =>
  within(screen.getByRole('menu', { name: 'Ações de Caminhão 7' }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('MarkerMenu', () => {
  it("rings an administrator's marker with follow, trail, details, lock, unlock, command and share", async () => {
    await menu(admin);
    expect(entries()).toEqual([
      'Seguir',
      'Rastro',
      'Detalhes',
      'Bloquear',
      'Desbloquear',
      'Comando',
      'Compartilhar',
    ]);
    // Opening puts the keyboard on the first entry.
    expect(document.activeElement?.textContent).toBe('Seguir');
  });

  it('offers what the rights allow: a read-only user follows, trails and opens the details', async () => {
    await menu(user({ readonly: true }));
    expect(entries()).toEqual(['Seguir', 'Rastro', 'Detalhes']);
  });

  it('follows the mask, as the detail does: lock without unlock or commands', async () => {
    // Devices (8) and lock (10) only, advanced permissions on.
    const masked = user({
      attributes: { 'tarkan.advancedPerms': '00A00000000000000000000000000000' },
    });
    await menu(masked, {
      server: server({ attributes: { 'tarkan.enableAdvancedPerms': true } }),
    });
    expect(entries()).toEqual(['Seguir', 'Rastro', 'Detalhes', 'Bloquear']);
  });

  it("hides lock and unlock when the server's lock switch is off", async () => {
    await menu(admin, { server: server({ attributes: { 'tarkan.enableLockUnlock': false } }) });
    expect(entries()).not.toContain('Bloquear');
    expect(entries()).not.toContain('Desbloquear');
    expect(entries()).toContain('Comando');
  });

  it('follow calls the core as the detail does, and closes the ring', async () => {
    const fake = await menu(admin);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Seguir' }));
    expect(fake.calls('followDevice')).toEqual([{ deviceId: 7 }]);
    expect(fake.onClose).toHaveBeenCalled();
  });

  it('lock asks first and sends the engine stop through the same flow, outcome shown', async () => {
    const fake = await menu(admin, { overrides: { engineCommand: async () => 'queued' } });
    await userEvent.click(screen.getByRole('menuitem', { name: 'Bloquear' }));
    // The ring has closed; its flow goes on.
    expect(screen.queryByRole('menu')).toBeNull();
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('Bloquear o motor de Caminhão 7?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/Comando na fila/)).toBeTruthy();
    expect(fake.calls('engineCommand')).toEqual([{ deviceId: 7, action: 'engineStop' }]);
  });

  it('share opens its dialog for the device', async () => {
    const fake = await menu(admin);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Compartilhar' }));
    expect(await screen.findByRole('dialog', { name: 'Link temporário' })).toBeTruthy();
    expect(fake.calls('listShares')).toEqual([{ deviceId: 7 }]);
  });

  it('details opens the device', async () => {
    const fake = await menu(admin);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Detalhes' }));
    expect(fake.location()).toBe('/devices/7');
  });

  it('Escape and a press elsewhere close it; arrows move around the ring', async () => {
    const fake = await menu(admin);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Rastro');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Compartilhar');
    await userEvent.keyboard('{Escape}');
    expect(fake.onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a press outside the ring closes it', async () => {
    const fake = await menu(admin);
    await userEvent.click(document.body);
    expect(fake.onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('sits on its marker and follows it as the camera moves', async () => {
    const fake = await menu(admin);
    const ring = screen.getByTestId('marker-menu');
    expect(ring.style.transform).toBe('translate(120px, 80px) translate(-50%, -50%)');
    fake.move([300, 40]);
    expect(ring.style.transform).toBe('translate(300px, 40px) translate(-50%, -50%)');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('marker-menu')).toBeNull();
    expect(fake.listeners.size).toBe(0);
  });

  it('shows nothing for a device that is not the selected one', async () => {
    await menu(admin, { open: 9 });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('radialLayout', () => {
  it('spreads the entries evenly, clockwise from the top', () => {
    expect(radialLayout(4, 100)).toEqual([
      { x: 0, y: -100 },
      { x: 100, y: 0 },
      { x: 0, y: 100 },
      { x: -100, y: 0 },
    ]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES, PERMISSION_BITS, setPermissionBit, type User } from '@farol/model';
import { ENTRY_ROUTES, entryOfRoute } from '../../../src/ui/layout/menuRoutes';
import { RouteGuard } from '../../../src/ui/layout/RouteGuard';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { account, admin, server } from '../users/fixtures';

const ADVANCED = { 'tarkan.enableAdvancedPerms': true };
const withoutBits = (...bits: number[]) =>
  bits.reduce((mask, bit) => setPermissionBit(mask, bit, false), 'F'.repeat(32));

const customer = account({ id: 9 });
const manager = account({ id: 8, userLimit: 3 });
const readonly = account({ id: 11, readonly: true });
const share = account({ id: 10, attributes: { isShared: 9, deviceId: 1, token: 'x' } });
const masked = account({
  id: 12,
  attributes: { 'tarkan.advancedPerms': withoutBits(PERMISSION_BITS.reports) },
});
const driver = account({ id: 13, readonly: true, attributes: { 'tarkan.isQrDriverId': 'D-1' } });

/** The guard around stand-in screens, at `path`, for `user`. */
async function open(user: User, path: string, attributes: Record<string, unknown> = {}) {
  const fake = fakeCore();
  fake.publish('session', {
    ...signedIn(user, server(attributes)),
    edition: { plus: true, remainingDevices: null },
  });
  return renderWith(
    <RouteGuard>
      <Switch>
        <Route path="/home">the map</Route>
        <Route>the screen</Route>
      </Switch>
    </RouteGuard>,
    { core: fake.core, path },
  );
}

const denied = () => screen.queryByTestId('access-denied');

describe('RouteGuard: who may open a route, in one place (SPEC §6, the model’s menus)', () => {
  it.each([
    ['an administrator', admin, '/server', true],
    ['a customer', customer, '/server', false],
    ['an administrator', admin, '/computed/4', true],
    ['a customer', customer, '/computed/4', false],
    ['a customer', customer, '/users', false],
    ['a manager (userLimit 3)', manager, '/users/new', true],
    ['a customer', customer, '/logs', false],
    ['a customer', customer, '/theme', false],
    ['a customer', customer, '/devices/new', true],
    ['a read-only user', readonly, '/devices/new', false],
    ['a read-only user', readonly, '/autolink/3551', false],
    ['a read-only user', readonly, '/devices/3', true],
    ['a read-only user', readonly, '/calendars', false],
    ['a share link', share, '/devices/1', true],
    ['a share link', share, '/geofence', false],
    ['a share link', share, '/account', false],
    ['a QR driver', driver, '/devices', false],
    ['a customer', customer, '/home', true],
    ['a share link', share, '/home', true],
  ])('%s at %s: opens %s', async (_who, user, path, opens) => {
    await open(user, path);
    if (opens) {
      expect(screen.getByText(/the (screen|map)/)).toBeTruthy();
      expect(denied()).toBeNull();
    } else {
      expect(screen.queryByText('the screen')).toBeNull();
      expect(screen.getByRole('heading', { name: 'ACESSO NEGADO' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe('Seu acesso não inclui esta tela.');
    }
  });

  it('follows the advanced mask: without the reports bit, no report screen opens', async () => {
    await open(masked, '/reports/travels', ADVANCED);
    expect(denied()).not.toBeNull();
    await open(masked, '/geofence', ADVANCED);
    expect(screen.getAllByText('the screen')).toHaveLength(1);
  });

  it('offers the way back to the map', async () => {
    const view = await open(customer, '/server');
    await userEvent.click(screen.getByRole('link', { name: 'Voltar ao mapa' }));
    await waitFor(() => expect(view.location()).toBe('/home'));
    expect(screen.getByText('the map')).toBeTruthy();
  });

  it('knows the entry of every menu route and of the routes below it', () => {
    for (const entry of MENU_ENTRIES) {
      const route = ENTRY_ROUTES[entry];
      if (!route) continue;
      expect(entryOfRoute(route)).toBe(entry);
      expect(entryOfRoute(`${route}/12?expand=true`)).toBe(entry);
    }
    expect(entryOfRoute('/devices/new')).toBe('addDevice');
    expect(entryOfRoute('/devicesX')).toBeNull();
    expect(entryOfRoute('/home')).toBeNull();
  });
});

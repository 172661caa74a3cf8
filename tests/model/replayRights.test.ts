import { describe, expect, it } from 'vitest';
import { Server, User, replaySourcesOf, setPermissionBit } from '@farol/model';

const user = (fields: Partial<User> = {}) =>
  User.parse({ id: 7, name: 'Ana', email: 'ana@farol.test', ...fields });
const server = (attributes: Record<string, unknown> = {}, fields: Partial<Server> = {}) =>
  Server.parse({ id: 1, attributes, ...fields });
const masked = (...bits: number[]) =>
  user({
    attributes: {
      'tarkan.advancedPerms': bits.reduce<string>(
        (value, bit) => setPermissionBit(value, bit, true),
        '0'.repeat(32),
      ),
    },
  });
const ADVANCED = server({ 'tarkan.enableAdvancedPerms': true });
const sources = (who: User, on = server(), plus = true) =>
  replaySourcesOf({ user: who, server: on, plus });

describe('replaySourcesOf (SPEC §6, as the server decides)', () => {
  it('reads the route, stops and events reports when reports are on and no mask applies', () => {
    expect(sources(user())).toEqual({ route: 'report', stops: true, events: true });
    // Traccar 6 (no licensemode): the mask never applies.
    expect(sources(masked(8), ADVANCED, false)).toEqual({
      route: 'report',
      stops: true,
      events: true,
    });
  });

  it('reads nothing with reports disabled (user or server), for share links and QR drivers', () => {
    const none = { route: null, stops: false, events: false };
    expect(sources(user({ disableReports: true }))).toEqual(none);
    expect(sources(user(), server({}, { disableReports: true }))).toEqual(none);
    expect(sources(user({ attributes: { isShared: 3 } }))).toEqual(none);
    expect(sources(user({ attributes: { 'tarkan.isQrDriverId': true } }), ADVANCED)).toEqual(none);
    expect(sources(user({ administrator: true, disableReports: true }))).toEqual({
      route: 'report',
      stops: true,
      events: true,
    });
  });

  it('falls back to positions by period when the mask closes the route report (72 and 73)', () => {
    expect(sources(masked(8), ADVANCED)).toEqual({
      route: 'positions',
      stops: false,
      events: false,
    });
    expect(sources(masked(72), ADVANCED)).toEqual({
      route: 'positions',
      stops: false,
      events: false,
    });
    expect(sources(masked(72, 73, 76), ADVANCED)).toEqual({
      route: 'report',
      stops: false,
      events: true,
    });
    expect(sources(masked(72, 74), ADVANCED)).toEqual({
      route: 'positions',
      stops: true,
      events: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { PERMISSION_BITS, setPermissionBit } from '@farol/model';
import { canSeeReports } from '../../src/ui/reports/reportRights';
import { server, user } from '../worker/support/fixtures';

describe('canSeeReports (SPEC §6)', () => {
  const advanced = server({ attributes: { 'tarkan.enableAdvancedPerms': true } });
  const withReports = setPermissionBit(null, PERMISSION_BITS.reports, true);

  it.each([
    ['a regular user', user(), server(), true],
    ['nobody signed in', null, server(), false],
    ['a share user', user({ attributes: { isShared: true } }), server(), false],
    ['a temporary user', user({ temporary: true }), server(), false],
    ['a user with reports disabled', user({ disableReports: true }), server(), false],
    ['anyone on a server with reports disabled', user(), server({ disableReports: true }), false],
    [
      'an administrator there',
      user({ administrator: true }),
      server({ disableReports: true }),
      true,
    ],
    [
      'an advanced user whose mask lacks bit 72',
      user({ attributes: { 'tarkan.advancedPerms': setPermissionBit(null, 8, true) } }),
      advanced,
      false,
    ],
    // A user without a mask keeps Traccar's flags only (companion-api.md §1.5; the server agrees).
    ['an advanced user without a mask', user(), advanced, true],
    [
      'an advanced user with bit 72',
      user({ attributes: { 'tarkan.advancedPerms': withReports } }),
      advanced,
      true,
    ],
  ])('%s → %s', (_, who, settings, expected) => {
    expect(canSeeReports(who, settings)).toBe(expected);
  });
});

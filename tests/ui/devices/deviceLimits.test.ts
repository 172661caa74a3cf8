import { describe, expect, it } from 'vitest';
import { Server, User } from '@farol/model';
import { deviceCreationBlock } from '../../../src/ui/devices/edit/deviceLimits';

const user = (deviceLimit = -1) => User.parse({ id: 1, email: 'u@x', deviceLimit });
const server = (limit?: number) =>
  Server.parse({ id: 1, attributes: limit === undefined ? {} : { 'tarkan.deviceLimit': limit } });
const edition = (remainingDevices: number | null) => ({ plus: true, remainingDevices });

describe('deviceCreationBlock (SPEC §5)', () => {
  it.each([
    ['nothing limits', edition(null), server(), user(), 3, null],
    ['header says none left', edition(0), server(), user(), 3, 'remaining'],
    ['header below zero', edition(-2), server(), user(), 0, 'remaining'],
    ['header leaves some', edition(2), server(), user(), 300, null],
    ['server limit reached', edition(null), server(3), user(), 3, 'server'],
    ['server limit not reached', edition(null), server(3), user(), 2, null],
    ['server limit zero means none', edition(null), server(0), user(), 50, null],
    ['user limit reached', edition(null), server(), user(2), 2, 'user'],
    ['user limit zero', edition(null), server(), user(0), 0, 'user'],
    ['user unlimited', edition(null), server(), user(-1), 999, null],
  ])('%s', (_name, e, s, u, deviceCount, expected) => {
    expect(deviceCreationBlock({ edition: e, server: s, user: u, deviceCount })).toBe(expected);
  });
});

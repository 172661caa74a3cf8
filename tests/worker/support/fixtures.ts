/** Entity builders: valid Traccar-shaped objects with just the fields a test cares about. */
import { Device, Position, Server, User } from '@farol/model';

export function device(id: number, fields: Partial<Device> = {}): Device {
  return Device.parse({
    id,
    name: `Device ${id}`,
    uniqueId: `imei-${id}`,
    status: 'online',
    positionId: id * 10,
    ...fields,
  });
}

export function position(deviceId: number, fields: Partial<Position> = {}): Position {
  return Position.parse({
    id: deviceId * 10,
    deviceId,
    latitude: -23.5 + deviceId / 1000,
    longitude: -46.6 - deviceId / 1000,
    fixTime: '2026-01-01T12:00:00.000+00:00',
    ...fields,
  });
}

export function user(fields: Partial<User> = {}): User {
  return User.parse({ id: 1, name: 'Ana', email: 'ana@example.com', ...fields });
}

export function server(fields: Partial<Server> = {}): Server {
  return Server.parse({ id: 1, version: '6.14', ...fields });
}

/** ISO date `seconds` after 2026-01-01T12:00:00Z, as Traccar writes it. */
export function at(seconds: number): string {
  return new Date(Date.UTC(2026, 0, 1, 12, 0, seconds)).toISOString().replace('Z', '+00:00');
}

import { describe, expect, it } from 'vitest';
import {
  checkResponse,
  checkSocketMessage,
  contractOf,
  ContractError,
  takeSocketProblems,
} from './support/contract';

const JSON_TYPE = 'application/json; charset=utf-8';
const device = { id: 1, name: 'Van', uniqueId: 'van-1', status: 'online', attributes: {} };

describe('the API contract the server tests check every answer against', () => {
  it('finds a route by method and path, a literal path before an id', () => {
    expect(contractOf('GET', '/api/devices?all=true')?.path).toBe('/api/devices');
    expect(contractOf('PUT', '/api/devices/7')?.path).toBe('/api/devices/:id');
    expect(contractOf('GET', '/api/commands/types?deviceId=1')?.path).toBe('/api/commands/types');
    expect(contractOf('DELETE', '/api/devices/7')).toBeUndefined();
  });

  it('throws when a JSON answer does not parse with the route’s schema', () => {
    const body = JSON.stringify([{ ...device, uniqueId: undefined }]);
    expect(() => checkResponse('GET', '/api/devices', 200, JSON_TYPE, body)).toThrow(ContractError);
    expect(() => checkResponse('GET', '/api/devices', 200, JSON_TYPE, '{}')).toThrow(
      /expected array/,
    );
  });

  it('throws on JSON from a route without a contract, and ignores errors and files', () => {
    expect(() => checkResponse('GET', '/api/nowhere', 200, JSON_TYPE, '[]')).toThrow(
      /has no contract/,
    );
    expect(() => checkResponse('GET', '/api/devices', 400, 'text/plain', 'nope')).not.toThrow();
    expect(() =>
      checkResponse('GET', '/api/reports/route', 200, 'application/pdf', '%PDF'),
    ).not.toThrow();
  });

  it('keeps a broken socket message for the end of the test', () => {
    checkSocketMessage({ positions: [] });
    checkSocketMessage({});
    expect(takeSocketProblems()).toEqual([]);
    checkSocketMessage({ devices: [{ id: 'one' }] });
    checkSocketMessage({ logs: [] });
    const problems = takeSocketProblems();
    expect(problems).toHaveLength(2);
    expect(problems[1]).toMatch(/logs/);
    expect(takeSocketProblems()).toEqual([]);
  });
});

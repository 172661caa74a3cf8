import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFarol } from '../../server/app';
import { loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig([], {});
    expect(config).toMatchObject({
      port: 8082,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      osmandPort: 5055,
      demoDevices: 50,
      adminEmail: 'admin',
      adminPassword: 'admin',
      adminPasswordIsDefault: true,
      statusTimeout: 600,
      mapUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      webOrigins: [],
    });
  });

  it('reads the environment, and flags override it', () => {
    const env = {
      FAROL_PORT: '9000',
      FAROL_DATA: '/tmp/farol-env',
      FAROL_OSMAND_PORT: '0',
      FAROL_DEMO: '0',
      FAROL_ADMIN_EMAIL: 'boss@farol.test',
      FAROL_ADMIN_PASSWORD: 's3cret',
      FAROL_HOST: '127.0.0.1',
      FAROL_STATUS_TIMEOUT: '30',
      FAROL_MAP_URL: '',
      FAROL_WEB_ORIGIN: 'http://a.test, http://b.test',
    };
    const fromEnv = loadConfig([], env);
    expect(fromEnv).toMatchObject({
      port: 9000,
      dataDir: '/tmp/farol-env',
      osmandPort: 0,
      demoDevices: 0,
      adminEmail: 'boss@farol.test',
      adminPassword: 's3cret',
      adminPasswordIsDefault: false,
      host: '127.0.0.1',
      statusTimeout: 30,
      mapUrl: '',
      webOrigins: ['http://a.test', 'http://b.test'],
    });
    const flagged = loadConfig(
      ['--port', '9100', '--demo=5', '--map-url', 'http://tiles/{z}/{x}/{y}.png'],
      env,
    );
    expect(flagged).toMatchObject({
      port: 9100,
      demoDevices: 5,
      mapUrl: 'http://tiles/{z}/{x}/{y}.png',
      osmandPort: 0,
    });
  });

  it('stores in SQLite by default and in PostgreSQL when DATABASE_URL names one', () => {
    expect(loadConfig([], {}).databaseUrl).toBe('');
    const url = 'postgres://farol:secret@db.local:5432/farol';
    expect(loadConfig([], { DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(
      loadConfig(['--database-url', 'postgresql://h/f'], { DATABASE_URL: url }).databaseUrl,
    ).toBe('postgresql://h/f');
    expect(() => loadConfig([], { DATABASE_URL: 'mysql://h/f' })).toThrow(/database-url/);
  });

  it('joins a cluster through REDIS_URL, and refuses a Redis without PostgreSQL', async () => {
    expect(loadConfig([], {}).redisUrl).toBe('');
    expect(loadConfig([], { REDIS_URL: 'redis://r:6379' }).redisUrl).toBe('redis://r:6379');
    expect(() => loadConfig([], { REDIS_URL: 'http://r' })).toThrow(/redis-url/);
    await expect(startFarol({ redisUrl: 'redis://127.0.0.1:1', databaseUrl: '' })).rejects.toThrow(
      /DATABASE_URL/,
    );
  });

  it('refuses bad numbers and unknown flags', () => {
    expect(() => loadConfig(['--port', 'eighty'], {})).toThrow(/port/);
    expect(() => loadConfig([], { FAROL_DEMO: '-1' })).toThrow(/demo/);
    expect(() => loadConfig(['--colour', 'blue'], {})).toThrow();
  });
});

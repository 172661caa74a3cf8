import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { clientIsStale, ensureClientBuilt } from '../../server/web/clientBuild';
import { DEFAULT_BRANDING } from '../../server/api/tarkan';
import { Client, adminClient, removeDir, startTestServer, tempDir } from './helpers';

describe('client, branding, server settings and CORS', () => {
  let farol: Farol;
  let dir: string;
  let root: string;

  beforeAll(async () => {
    dir = tempDir();
    root = tempDir();
    fs.mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><title>Farol</title>');
    fs.writeFileSync(path.join(root, 'dist', 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    fs.writeFileSync(path.join(root, 'dist', 'sw.js'), 'self.skipWaiting()');
    fs.mkdirSync(path.join(dir, 'custom'));
    fs.writeFileSync(
      path.join(dir, 'custom', 'config.json'),
      JSON.stringify({ title: 'Frota X', colors: { primary: '#123456' } }),
    );
    farol = await startTestServer(dir, { root });
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
    removeDir(root);
  });

  it('serves index.html (no-cache) at / and for SPA routes, hashed assets as immutable', async () => {
    for (const url of ['/', '/devices/12', '/reports/travels?x=1']) {
      const page = await fetch(farol.url + url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<title>Farol</title>');
    }
    const asset = await fetch(farol.url + '/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(farol.url + '/assets/missing.js')).status).toBe(404);
  });

  it('serves the service worker revalidated every time, so a new build reaches it at once', async () => {
    const worker = await fetch(farol.url + '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers unknown API paths with Traccar 404 text, not the page', async () => {
    const api = await fetch(farol.url + '/api/nothing-here');
    expect(api.status).toBe(404);
    expect(await api.text()).toBe('jakarta.ws.rs.WebApplicationException: HTTP 404 Not Found');
    expect((await fetch(farol.url + '/tarkan/nothing')).status).toBe(404);
  });

  it('serves the branding config merged over the defaults', async () => {
    const reply = await fetch(farol.url + '/tarkan/assets/custom/config.json');
    expect(reply.status).toBe(200);
    const config = await reply.json();
    expect(config).toEqual({
      ...DEFAULT_BRANDING,
      title: 'Frota X',
      colors: { ...DEFAULT_BRANDING.colors, primary: '#123456' },
      // A domain's theme adds these (tests/server/theme.test.ts); none here.
      filterColor: '',
      push: null,
      images: { favIcon: null, bgLogin: null, logoLogin: null, logoInterno: null },
    });
  });

  it('GET /api/server for anyone, PUT for administrators only', async () => {
    const anonymous = new Client(farol.url);
    const server = (await anonymous.get('/api/server')).json();
    expect(server).toMatchObject({
      id: 1,
      mapUrl: '',
      registration: false,
      newServer: false,
      storageSpace: null,
    });
    expect(typeof server.version).toBe('string');

    const admin = await adminClient(farol);
    const adminView = (await admin.get('/api/server')).json();
    expect(adminView.storageSpace).toHaveLength(2);
    const updated = await admin.put('/api/server', {
      ...adminView,
      announcement: 'Olá',
      attributes: { 'tarkan.lang': 'pt-BR' },
    });
    expect(updated.json()).toMatchObject({
      announcement: 'Olá',
      attributes: { 'tarkan.lang': 'pt-BR' },
      mapUrl: '',
    });

    expect((await anonymous.put('/api/server', server)).status).toBe(401);
    await admin.post('/api/users', {
      name: 'Plain',
      email: 'plain@farol.test',
      password: 'pass1234',
    });
    const plain = new Client(farol.url);
    await plain.login('plain@farol.test', 'pass1234');
    const denied = await plain.put('/api/server', server);
    expect(denied.status).toBe(400);
    expect(denied.text).toBe('java.lang.SecurityException: Administrator access required');
    const invalid = await admin.put('/api/server', { zoom: 'far' });
    expect(invalid.text).toMatch(/^java\.lang\.IllegalArgumentException: zoom/);
  });

  it("sends Traccar's CORS headers and answers preflights", async () => {
    const plain = await fetch(farol.url + '/api/server');
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    expect(plain.headers.get('access-control-allow-headers')).toBe(
      'origin, content-type, accept, authorization',
    );
    expect(plain.headers.get('access-control-allow-methods')).toBe(
      'GET, POST, PUT, DELETE, OPTIONS',
    );
    expect(plain.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await fetch(farol.url + '/api/server', {
      headers: { origin: 'http://evil.test' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(farol.url + '/api/devices', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });

  it('refuses a session cookie sent from another origin: scheme, host and port must match', async () => {
    const self = new URL(farol.url);
    const client = new Client(farol.url);
    await client.login('plain@farol.test', 'pass1234');
    expect((await client.get('/api/session', { origin: self.origin })).status).toBe(200);
    expect((await client.get('/api/session', { origin: 'http://evil.test' })).status).toBe(404);
    const otherPort = `${self.protocol}//${self.hostname}:${Number(self.port) + 1}`;
    expect((await client.get('/api/session', { origin: otherPort })).status).toBe(404);
    const otherScheme = `https://${self.host}`;
    expect((await client.get('/api/session', { origin: otherScheme })).status).toBe(404);
    expect((await client.get('/api/session')).status).toBe(200);
  });
});

describe('clientIsStale', () => {
  it('is stale without dist/ and when a source is newer than the build', () => {
    const root = tempDir();
    try {
      fs.mkdirSync(path.join(root, 'src'));
      fs.writeFileSync(path.join(root, 'src', 'a.ts'), '');
      expect(clientIsStale(root)).toBe(true);
      fs.mkdirSync(path.join(root, 'dist'));
      fs.writeFileSync(path.join(root, 'dist', 'index.html'), '');
      const past = new Date(Date.now() - 60_000);
      fs.utimesSync(path.join(root, 'src', 'a.ts'), past, past);
      expect(clientIsStale(root)).toBe(false);
      fs.writeFileSync(path.join(root, 'vite.config.ts'), '');
      const future = new Date(Date.now() + 60_000);
      fs.utimesSync(path.join(root, 'vite.config.ts'), future, future);
      expect(clientIsStale(root)).toBe(true);
    } finally {
      removeDir(root);
    }
  });
});

describe('ensureClientBuilt', () => {
  /** A project root with a client and, unless `vite` is false, a stand-in Vite that records its process. */
  function project(vite: boolean): string {
    const root = tempDir();
    fs.writeFileSync(path.join(root, 'package.json'), '{"name":"client-build-test"}');
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
    if (vite) {
      const bin = path.join(root, 'node_modules', 'vite', 'bin');
      fs.mkdirSync(bin, { recursive: true });
      fs.writeFileSync(path.join(root, 'node_modules', 'vite', 'package.json'), '{"name":"vite"}');
      fs.writeFileSync(
        path.join(bin, 'vite.js'),
        `const fs = require('node:fs');
fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync('dist/index.html', JSON.stringify({ pid: process.pid, args: process.argv.slice(2) }));`,
      );
    }
    return root;
  }

  it('runs vite build in a child process, not in the server', async () => {
    const root = project(true);
    try {
      expect(await ensureClientBuilt(root)).toBe(true);
      const built = JSON.parse(fs.readFileSync(path.join(root, 'dist', 'index.html'), 'utf8'));
      expect(built.args[0]).toBe('build');
      expect(built.pid).not.toBe(process.pid);
      expect(clientIsStale(root)).toBe(false);
    } finally {
      removeDir(root);
    }
  });

  it('serves the API only when the client is not built and Vite is not installed', async () => {
    const root = project(false);
    try {
      expect(await ensureClientBuilt(root)).toBe(false);
      expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
    } finally {
      removeDir(root);
    }
  });
});

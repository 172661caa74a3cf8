import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDevice, userClient, useTestServer, type Client } from './helpers';
import { BASE, period, send, track } from './reportsSupport';
import { METRES_PER_DEGREE } from './support/track';

const T0 = Date.UTC(2024, 2, 6, 15) / 1000;
const firstLine = (text: string) => text.split('\n', 1)[0];

/** GET /api/positions/{csv|gpx|kml|kmz} and DELETE /api/positions (traccar-api.md §i). */
describe('position exports and deletion', () => {
  const server = useTestServer();
  let owner: { client: Client; id: number };
  let other: { client: Client; id: number };
  let van: { id: number };
  const whole = period(T0, 0, 100);
  const bytesOf = async (client: Client, path: string) => {
    const response = await fetch(server.farol.url + path, { headers: { cookie: client.cookie! } });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    const { admin, farol } = server;
    owner = await userClient(farol, admin, 'ph-owner@farol.test', {
      attributes: { timezone: 'America/Sao_Paulo' },
    });
    other = await userClient(farol, admin, 'ph-other@farol.test');
    van = await createDevice(owner.client, 'Van <P> & Co', 'ph-van');
    // 11 fixes, 100 m apart; the second carries text a spreadsheet would run as a formula.
    const fixes = track([{ until: 100, mps: 10 }]);
    fixes[1]!.attributes = { note: '=HYPERLINK("x")', fuel: 40 };
    await send(farol, 'ph-van', T0, fixes);
  });

  it('CSV: Traccar’s columns, then every attribute; local times; quoted and defused cells', async () => {
    const { response, bytes } = await bytesOf(
      owner.client,
      `/api/positions/csv?deviceId=${van.id}&${whole}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=positions.csv');
    const lines = bytes.toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(12);
    const header = lines[0]!.split(',');
    expect(header.slice(0, 14)).toEqual([
      'id',
      'deviceId',
      'protocol',
      'serverTime',
      'deviceTime',
      'fixTime',
      'valid',
      'latitude',
      'longitude',
      'altitude',
      'speed',
      'course',
      'address',
      'accuracy',
    ]);
    expect(header).toEqual(expect.arrayContaining(['note', 'fuel', 'distance', 'totalDistance']));
    const second = lines[2]!;
    // 15:00:10 UTC is 12:00:10 in São Paulo.
    expect(second).toContain(',2024-03-06 12:00:10,');
    expect(second).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('GPX 1.1 and KML carry the track; KMZ is a zip holding doc.kml', async () => {
    const gpx = (
      await bytesOf(owner.client, `/api/positions/gpx?deviceId=${van.id}&${whole}`)
    ).bytes.toString('utf8');
    expect(gpx).toContain(
      '<gpx version="1.1" creator="Farol" xmlns="http://www.topografix.com/GPX/1/1">',
    );
    expect(gpx).toContain('<name>Van &lt;P&gt; &amp; Co</name>');
    expect(gpx.match(/<trkpt /g)).toHaveLength(11);
    expect(gpx).toContain(
      `<trkpt lat="${BASE.lat}" lon="${BASE.lon}"><ele>0</ele><time>2024-03-06T15:00:00.000Z</time>`,
    );

    const kml = (
      await bytesOf(owner.client, `/api/positions/kml?deviceId=${van.id}&${whole}`)
    ).bytes.toString('utf8');
    expect(kml).toContain('<kml xmlns="http://www.opengis.net/kml/2.2">');
    expect(kml).toContain('<name>2024-03-06 12:00 - 2024-03-06 12:01</name>');
    const coordinates = kml.match(/<coordinates>(.*)<\/coordinates>/)![1]!.split(' ');
    expect(coordinates).toHaveLength(11);
    expect(coordinates[0]).toBe(`${BASE.lon.toFixed(6)},${BASE.lat.toFixed(6)},0.000000`);

    const kmz = await bytesOf(owner.client, `/api/positions/kmz?deviceId=${van.id}&${whole}`);
    expect(kmz.response.headers.get('content-type')).toBe('application/vnd.google-earth.kmz');
    const files = unzipSync(new Uint8Array(kmz.bytes));
    expect(Object.keys(files)).toEqual(['doc.kml']);
    expect(Buffer.from(files['doc.kml']!).toString('utf8')).toBe(kml);
  });

  it('keeps only the positions inside a geofence the caller sees', async () => {
    const north = (metres: number) => BASE.lat + metres / METRES_PER_DEGREE;
    const fence = (
      await owner.client.post('/api/geofences', {
        name: 'Trecho',
        area: `CIRCLE (${north(300)} ${BASE.lon}, 150)`,
      })
    ).json();
    const csv = (
      await bytesOf(
        owner.client,
        `/api/positions/csv?deviceId=${van.id}&geofenceId=${fence.id}&${whole}`,
      )
    ).bytes.toString('utf8');
    // 200, 300 and 400 m north are within 150 m of the centre.
    expect(csv.trimEnd().split('\r\n')).toHaveLength(4);
    const theirs = (
      await other.client.post('/api/geofences', { name: 'Deles', area: `CIRCLE (0 0, 10)` })
    ).json();
    const refused = await owner.client.get(
      `/api/positions/gpx?deviceId=${van.id}&geofenceId=${theirs.id}&${whole}`,
    );
    expect(firstLine(refused.text)).toBe('java.lang.SecurityException: Geofence access denied');
  });

  it("refuses another user's device, a report-less account and bad parameters", async () => {
    for (const format of ['csv', 'gpx', 'kml', 'kmz']) {
      const reply = await other.client.get(`/api/positions/${format}?deviceId=${van.id}&${whole}`);
      expect(reply.status).toBe(400);
      expect(firstLine(reply.text)).toBe('java.lang.SecurityException: Device access denied');
    }
    const limited = await userClient(server.farol, server.admin, 'ph-limited@farol.test', {
      disableReports: true,
    });
    const own = await createDevice(limited.client, 'Van L', 'ph-limited-van');
    const restricted = await limited.client.get(`/api/positions/csv?deviceId=${own.id}&${whole}`);
    expect(firstLine(restricted.text)).toBe('java.lang.SecurityException: Operation restricted');
    const cases: [string, RegExp][] = [
      [`/api/positions/csv?${whole}`, /deviceId/],
      [
        `/api/positions/csv?deviceId=${van.id}&from=2024-01-01&to=2024-01-02`,
        /from: expected an ISO date with a zone/,
      ],
      [`/api/positions/csv?deviceId=${van.id}&${period(T0, 100, 0)}`, /from: must not be after to/],
      [`/api/positions/csv?deviceId=x&${whole}`, /deviceId: not a valid id/],
    ];
    for (const [path, message] of cases) {
      const reply = await owner.client.get(path);
      expect(reply.status, path).toBe(400);
      expect(firstLine(reply.text)).toMatch(message);
    }
  });

  it('deletes positions by id and by period; the latest moves back; others and read-only users cannot', async () => {
    const history = async () =>
      (await owner.client.get(`/api/positions?deviceId=${van.id}&${whole}`)).json() as {
        id: number;
      }[];
    const before = await history();
    expect(before).toHaveLength(11);
    const latest = before[10]!;
    expect((await owner.client.get(`/api/positions?deviceId=${van.id}`)).json()[0].id).toBe(
      latest.id,
    );

    const foreign = await other.client.delete(`/api/positions/${before[0]!.id}`);
    expect(firstLine(foreign.text)).toBe('java.lang.SecurityException: Device access denied');
    const missing = await other.client.delete('/api/positions/987654321');
    expect(firstLine(missing.text)).toBe('java.lang.SecurityException: Device access denied');
    const range = await other.client.request(
      'DELETE',
      `/api/positions?deviceId=${van.id}&${whole}`,
    );
    expect(firstLine(range.text)).toBe('java.lang.SecurityException: Device access denied');
    const reader = await userClient(server.farol, server.admin, 'ph-reader@farol.test', {
      readonly: true,
    });
    await server.admin.post('/api/permissions', { userId: reader.id, deviceId: van.id });
    const readonly = await reader.client.delete(`/api/positions/${before[0]!.id}`);
    expect(firstLine(readonly.text)).toBe('java.lang.SecurityException: Write access denied');
    expect(await history()).toHaveLength(11);

    // The latest position goes: the device points at the newest one left.
    expect((await owner.client.delete(`/api/positions/${latest.id}`)).status).toBe(204);
    expect((await history()).map((p) => p.id)).toEqual(before.slice(0, 10).map((p) => p.id));
    const now = (await owner.client.get(`/api/positions?deviceId=${van.id}`)).json();
    expect(now[0].id).toBe(before[9]!.id);
    expect((await owner.client.get(`/api/devices/${van.id}`)).json().positionId).toBe(
      before[9]!.id,
    );
    expect((await server.admin.delete(`/api/positions/${latest.id}`)).status).toBe(404);

    const cut = await owner.client.request(
      'DELETE',
      `/api/positions?deviceId=${van.id}&${period(T0, 50, 100)}`,
    );
    expect(cut.status, cut.text).toBe(204);
    expect((await history()).map((p) => p.id)).toEqual(before.slice(0, 5).map((p) => p.id));
    expect((await owner.client.get(`/api/positions?deviceId=${van.id}`)).json()[0].id).toBe(
      before[4]!.id,
    );
  });
});

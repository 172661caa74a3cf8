import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useEffect, type ReactNode } from 'react';
import * as Plot from '@observablehq/plot';
import { useRegisterMap, type MapHandle } from '../../../src/ui/map/MapContext';
import {
  createMapOverlays,
  MapOverlaysContext,
  type MapOverlays,
} from '../../../src/ui/map/mapOverlays';
import { replayMachine } from '../../../src/machines/replayMachine';
import { ReplayPage } from '../../../src/ui/replay/ReplayPage';
import { attributeLabel } from '../../../src/ui/reports/attributeLabel';
import type * as AttributeLabels from '../../../src/ui/reports/attributeLabel';
import type { ReplayPathLayer } from '../../../src/ui/replay/ReplayPathLayer';
import type { CoreApi, ReplayData, ReplayTrack } from '../../../src/worker/types';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { server, user } from '../../worker/support/fixtures';

// Plot as it is, its charts counted.
vi.mock('@observablehq/plot', async (original) => {
  const plot = await original<typeof Plot>();
  return { ...plot, plot: vi.fn(plot.plot) };
});

// The attributes' labels as they are, counted (each is a translation lookup).
vi.mock('../../../src/ui/reports/attributeLabel', async (original) => {
  const module = await original<typeof AttributeLabels>();
  return { ...module, attributeLabel: vi.fn(module.attributeLabel) };
});

const SESSION = signedIn(user({ attributes: { timezone: 'America/Sao_Paulo' } }), server());
const T0 = Date.UTC(2026, 0, 1, 15);

function track(deviceId: number, name: string, points: number): ReplayTrack {
  return {
    deviceId,
    name,
    category: 0,
    length: points,
    times: Float64Array.from({ length: points }, (_, i) => T0 + i * 60_000),
    offsets: Float32Array.from({ length: points * 2 }, (_, i) => (i % 2 ? i / 2000 : 0)),
    courses: new Float32Array(points),
    stops: [],
    events: [],
    stats: {
      distance: 12.34,
      movingMs: 1_560_000,
      stoppedMs: 1_440_000,
      maxSpeed: 36,
      averageSpeed: 27.7,
      stops: 3,
      points,
    },
  };
}

function data(tracks: ReplayTrack[]): ReplayData {
  return {
    id: 1,
    from: T0 - 3_600_000,
    to: T0 + 86_400_000,
    start: T0,
    end: T0 + 9 * 60_000,
    units: { speed: 'kmh', distance: 'km', volume: 'ltr' },
    origin: [-46.63, -23.6],
    bounds: [
      [-46.63, -23.6],
      [-46.63, -23.59],
    ],
    tracks,
    paths: [
      {
        tolerance: 0.25,
        vertices: Float32Array.from(tracks.flatMap((t) => Array.from(t.offsets))),
        startIndices: Uint32Array.from(
          tracks.reduce((starts, t) => [...starts, starts.at(-1)! + t.length], [0]),
        ),
        trackStarts: Uint32Array.from(
          tracks.reduce((starts, t) => [...starts, starts.at(-1)! + t.length], [0]),
        ),
      },
    ],
    colors: null,
    skips: new Float64Array(),
    attributes: ['speed', 'altitude'],
    sources: { route: 'report', stops: true, events: true },
  };
}

async function page(
  overrides: Partial<CoreApi> = {},
  path = '/history',
  overlays = createMapOverlays(),
  /** Rendered beside the page (a stand-in map). */
  beside: ReactNode = null,
) {
  const fake = fakeCore({
    searchDevices: async () => ({ items: [{ id: 1, name: 'Van A', detail: 'rep-a' }], total: 1 }),
    pickerNames: async () => ({ devices: [{ id: 1, name: 'Van A', detail: 'rep-a' }], groups: [] }),
    loadReplay: async () => data([track(1, 'Van A', 10)]),
    replayPoint: async ({ index }: { track: number; index: number }) => ({
      deviceId: 1,
      index,
      positionId: index + 1,
      time: T0 + index * 60_000,
      latitude: -23.6,
      longitude: -46.63,
      speed: 36,
      course: 0,
      altitude: 760,
      address: 'Av. Paulista, 1000',
      attributes: { batteryLevel: 88 },
    }),
    ...overrides,
  } as never);
  fake.publish('session', SESSION);
  const rendered = await renderWith(
    <MapOverlaysContext.Provider value={overlays}>
      {beside}
      <ReplayPage />
    </MapOverlaysContext.Provider>,
    { core: fake.core, path },
  );
  return { ...fake, ...rendered };
}

/** Every layer the overlays put on the map, whatever its canvas. */
const mapLayers = (overlays: MapOverlays) => {
  const { layers, editing, live } = overlays.current();
  return [...layers, ...editing, ...live];
};

async function load() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: 'Dispositivos' }));
  await user.click(await screen.findByRole('option', { name: /Van A/ }));
  await user.click(screen.getByRole('radio', { name: 'Ontem' }));
  await user.click(screen.getByRole('button', { name: 'Carregar' }));
  return user;
}

/**
 * Plays the loaded route at 1000x; the ticks of its clock, counted as the icons layer on the live
 * canvas replaced (each tick moves the icons).
 */
async function playCountingTicks(overlays: MapOverlays, user: ReturnType<typeof userEvent.setup>) {
  const icons = overlays.current().live;
  let ticks = 0;
  overlays.subscribe(() => {
    if (overlays.current().live[1] !== icons[1]) ticks += 1;
  });
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Velocidade de reprodução' }),
    '1000',
  );
  await user.click(screen.getByRole('button', { name: 'Reproduzir' }));
  return () => ticks;
}

describe('route player', () => {
  it('loads the chosen devices and shows the controls, the point and the figures', async () => {
    const { calls } = await page();
    await load();
    expect(calls('loadReplay')).toEqual([
      expect.objectContaining({ deviceIds: [1], from: expect.any(String), to: expect.any(String) }),
    ]);
    expect(await screen.findByRole('button', { name: 'Reproduzir' })).toBeTruthy();
    const stats = await screen.findByTestId('replay-stats');
    expect(stats.textContent).toContain('12,34 km');
    expect(stats.textContent).toContain('26 min');
    const point = await screen.findByTestId('replay-point');
    expect(point.textContent).toContain('Av. Paulista, 1000');
    expect(point.textContent).toContain('36 km/h');
    expect(point.textContent).toContain('Nível da bateria');
  });

  it('shows the controls first, the details once they have painted, the chart with its lines', async () => {
    // Frames held until the test lets them run.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    let lines: (
      value: { deviceId: number; times: Float64Array; values: Float64Array }[],
    ) => void = () => {};
    await page({
      replaySeries: () => new Promise((resolve) => (lines = resolve)),
    } as never);
    try {
      await load();
      expect(await screen.findByRole('button', { name: 'Reproduzir' })).toBeTruthy();
      expect(screen.queryByTestId('replay-stats')).toBeNull();
      expect(screen.queryByTestId('time-chart')).toBeNull();
      await act(async () => {
        for (const callback of frames.splice(0)) callback(performance.now());
      });
      expect(await screen.findByTestId('replay-stats')).toBeTruthy();
      expect(screen.getByTestId('replay-chart-pending')).toBeTruthy();
      expect(screen.queryByTestId('time-chart')).toBeNull();
      await act(async () =>
        lines([
          {
            deviceId: 1,
            times: Float64Array.of(T0, T0 + 60_000),
            values: Float64Array.of(10, 20),
          },
        ]),
      );
      expect(await screen.findByTestId('time-chart')).toBeTruthy();
      expect(screen.queryByTestId('replay-chart-pending')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks the worker for two points per pixel column of its chart, not a fixed 2,400', async () => {
    // The chart's area 600 px wide: 540 between Plot's margins, a lowest and highest value each.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    try {
      const { calls } = await page();
      await load();
      expect(await screen.findByTestId('time-chart')).toBeTruthy();
      expect(calls('replaySeries')).toEqual([{ attribute: 'speed', maxPoints: 1080 }]);
    } finally {
      width.mockRestore();
    }
  });

  it('builds a chart, never shown, while it waits for the user: Plot compiled before a load', async () => {
    const plot = vi.mocked(Plot.plot);
    plot.mockClear();
    await page();
    await waitFor(() => expect(plot).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('time-chart')).toBeNull();
    await load();
    expect(await screen.findByTestId('time-chart')).toBeTruthy();
  });

  it('next and previous step the clock between fixes and ask for that point', async () => {
    const { calls } = await page();
    const user = await load();
    await user.click(await screen.findByRole('button', { name: 'Próximo ponto' }));
    await user.click(screen.getByRole('button', { name: 'Próximo ponto' }));
    expect(screen.getByTestId('replay-clock').dataset.time).toBe(String(T0 + 120_000));
    await waitFor(() => expect(calls('replayPoint').at(-1)).toEqual({ track: 0, index: 2 }));
    await user.click(screen.getByRole('button', { name: 'Ponto anterior' }));
    expect(screen.getByTestId('replay-clock').dataset.time).toBe(String(T0 + 60_000));
  });

  it('while playing, the panel asks for the point at the moving clock', async () => {
    const { calls } = await page();
    const user = await load();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Velocidade de reprodução' }),
      '1000',
    );
    await user.click(screen.getByRole('button', { name: 'Reproduzir' }));
    // 1000x runs the 10 fixes a minute apart in under a second; the panel follows the clock.
    await waitFor(
      () =>
        expect(calls('replayPoint').some((call) => (call as { index: number }).index > 0)).toBe(
          true,
        ),
      { timeout: 3000 },
    );
  });

  it('play turns into pause, and the speed list runs from 1x to 1000x', async () => {
    await page();
    const user = await load();
    await user.click(await screen.findByRole('button', { name: 'Reproduzir' }));
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    const speeds = within(screen.getByRole('combobox', { name: 'Velocidade de reprodução' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(speeds[0]).toBe('1x');
    expect(speeds.at(-1)).toBe('1000x');
  });

  it('colours one device by speed with a legend', async () => {
    const { calls } = await page({
      replayColors: async () => ({
        attribute: 'speed',
        levels: [new Uint8Array(40)],
        min: 0,
        max: 36,
      }),
    } as never);
    await load();
    expect((await screen.findByTestId('replay-legend')).textContent).toContain('0 km/h a 36 km/h');
    expect(calls('replayColors')).toEqual([{ attribute: 'speed' }]);
  });

  it('puts its layers on the map empty before a load, the moving icons too', async () => {
    const overlays = createMapOverlays();
    await page({}, '/history', overlays);
    // Created while the page waits for the user, not in the frame the route arrives.
    await waitFor(() =>
      expect(mapLayers(overlays).map((layer) => layer.id)).toEqual(
        expect.arrayContaining(['replay-paths', 'replay-events', 'replay-hover', 'replay-icons']),
      ),
    );
    expect(overlays.current().hideFleet).toBe(true);
  });

  it('moves the icons on the live canvas: a tick of the clock leaves the route as drawn', async () => {
    function Stage() {
      const register = useRegisterMap();
      useEffect(() =>
        register({
          fitBounds: () => undefined,
          isCentral: () => true,
          getZoom: () => 14,
        } as unknown as MapHandle),
      );
      return null;
    }
    const overlays = createMapOverlays();
    await page({}, '/history', overlays, <Stage />);
    const user = await load();
    // The whole load on the map (it comes on a part per frame), its colours in.
    await waitFor(() => expect(screen.getByTestId('replay').dataset.mapped).toBe(''));
    await screen.findByTestId('replay-legend');
    // The paths, stops and events on the map's canvas; only the icons on the live one.
    expect(overlays.current().layers.map((layer) => layer.id)).toEqual(
      expect.arrayContaining(['replay-paths', 'replay-stops', 'replay-events']),
    );
    expect(overlays.current().live.map((layer) => layer.id)).toEqual([
      'replay-hover',
      'replay-icons',
    ]);
    const still = overlays.current().layers;
    const ticks = await playCountingTicks(overlays, user);
    await waitFor(() => expect(ticks()).toBeGreaterThan(2), { timeout: 3000 });
    // Every layer of the route the very one drawn before the clock moved.
    expect(overlays.current().layers).toHaveLength(still.length);
    overlays.current().layers.forEach((layer, i) => expect(layer).toBe(still[i]));
    // The live canvas covers the icon's place (the plane keeps LIVE_MARGIN_PX around it), not
    // the whole map.
    const [[west, south], [east, north]] = overlays.current().liveBounds!;
    const [[longitude, latitude]] = JSON.parse(screen.getByTestId('replay').dataset.places!) as [
      number,
      number,
    ][];
    expect([west, east]).toEqual([longitude, longitude]);
    expect([south, north]).toEqual([latitude, latitude]);
  });

  it('labels no attribute again at a tick of the clock (the chart renders at every tick)', async () => {
    const overlays = createMapOverlays();
    await page({}, '/history', overlays);
    const user = await load();
    await waitFor(() => expect(screen.getByTestId('replay').dataset.mapped).toBe(''));
    await screen.findByTestId('time-chart');
    const ticks = await playCountingTicks(overlays, user);
    await waitFor(() => expect(ticks()).toBeGreaterThan(0), { timeout: 3000 });
    const labelled = vi.mocked(attributeLabel).mock.calls.length;
    const from = ticks();
    await waitFor(() => expect(ticks()).toBeGreaterThan(from + 3), { timeout: 3000 });
    expect(vi.mocked(attributeLabel).mock.calls.length).toBe(labelled);
  });

  it("draws one device's paths in the speed colours its load brought, asking for none", async () => {
    const overlays = createMapOverlays();
    const speed = new Uint8Array(40).fill(7);
    const loaded = { ...data([track(1, 'Van A', 10)]) };
    loaded.colors = { attribute: 'speed', levels: [speed], min: 0, max: 36 };
    const paths = () =>
      mapLayers(overlays).find((layer) => layer.id === 'replay-paths') as
        ReplayPathLayer | undefined;
    // The colours of every path layer put on the map with the route.
    const drawn: unknown[] = [];
    overlays.subscribe(() => {
      if (paths()?.props.levels === loaded.paths) drawn.push(paths()!.props.colors);
    });
    const { calls } = await page({ loadReplay: async () => loaded } as never, '/history', overlays);
    await load();
    expect((await screen.findByTestId('replay-legend')).textContent).toContain('0 km/h a 36 km/h');
    expect(drawn.length).toBeGreaterThan(0);
    // From the first layers with the route on: never each device's colour first.
    for (const colors of drawn) expect(colors).toEqual([speed]);
    expect(calls('replayColors')).toEqual([]);
  });

  it('puts a load on the map a part per frame: paths, dots, durations, then the camera', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const fitBounds = vi.fn();
    function Stage() {
      const register = useRegisterMap();
      useEffect(() =>
        register({ fitBounds, isCentral: () => true, getZoom: () => 14 } as unknown as MapHandle),
      );
      return null;
    }
    const overlays = createMapOverlays();
    const loaded = data([
      {
        ...track(1, 'Van A', 10),
        stops: [{ start: T0, end: T0 + 600_000, longitude: -46.63, latitude: -23.6 }],
        events: [
          { time: T0, type: 'deviceStopped', alarm: null, longitude: -46.63, latitude: -23.6 },
        ],
      },
    ]);
    const shown = (id: string) =>
      (mapLayers(overlays).find((layer) => layer.id === id)!.props.data as unknown[]).length;
    const paths = () =>
      mapLayers(overlays).find((layer) => layer.id === 'replay-paths') as ReplayPathLayer;
    try {
      await page({ loadReplay: async () => loaded } as never, '/history', overlays, <Stage />);
      await load();
      await waitFor(() => expect(paths().props.levels).toBe(loaded.paths));
      expect([
        shown('replay-stops'),
        shown('replay-events'),
        shown('replay-stop-durations'),
      ]).toEqual([0, 0, 0]);
      const frame = () =>
        act(async () => {
          for (const callback of frames.splice(0)) callback(performance.now());
        });
      await frame();
      expect([
        shown('replay-stops'),
        shown('replay-events'),
        shown('replay-stop-durations'),
      ]).toEqual([1, 1, 0]);
      await frame();
      expect(shown('replay-stop-durations')).toBe(1);
      expect(fitBounds).not.toHaveBeenCalled();
      expect(screen.getByTestId('replay').dataset.mapped).toBeUndefined();
      await frame();
      expect(fitBounds).toHaveBeenCalledExactlyOnceWith(loaded.bounds, 16);
      expect(screen.getByTestId('replay').dataset.mapped).toBe('');
      await frame();
      expect(fitBounds).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when the period has no route', async () => {
    await page({ loadReplay: async () => data([track(1, 'Van A', 0)]) } as never);
    await load();
    expect(
      await screen.findByText('Nenhuma rota encontrada para o período selecionado.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reproduzir' })).toBeNull();
  });

  it('a failure is a clear message and the form keeps its input', async () => {
    await page({
      loadReplay: async () => {
        throw { type: 'http', code: 'TIME_PERIOD_EXCEEDS_THE_LIMIT', message: 'limit' };
      },
    } as never);
    await load();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'O período escolhido excede o limite do servidor. Escolha um período menor.',
    );
    expect(screen.getByText('Van A')).toBeTruthy();
  });

  it('with several devices, the one chosen in focus sets the steps, the point and the hover', async () => {
    const { calls } = await page({
      loadReplay: async () => data([track(1, 'Van A', 10), track(2, 'Van B', 4)]),
    } as never);
    const user = await load();
    const focus = await screen.findByRole('combobox', { name: 'Dispositivo em destaque' });
    expect(
      within(focus)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Van A', 'Van B']);
    expect((await screen.findByTestId('replay-point')).textContent).toContain('Ponto · Van A');
    await user.selectOptions(focus, 'Van B');
    await user.click(screen.getByRole('button', { name: 'Próximo ponto' }));
    await waitFor(() => expect(calls('replayPoint').at(-1)).toEqual({ track: 1, index: 1 }));
    expect(screen.getByTestId('replay-point').textContent).toContain('Ponto · Van B');
    // Van B's last fix is its fourth: next stops there.
    for (let i = 0; i < 4; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Próximo ponto' }));
    }
    expect(screen.getByTestId('replay-clock').dataset.time).toBe(String(T0 + 180_000));
  });

  it('shows the load’s progress, and Cancel ends it and keeps the form', async () => {
    const { calls, publish } = await page({ loadReplay: () => new Promise(() => undefined) });
    const user = await load();
    act(() =>
      publish('replayProgress', {
        id: 1,
        status: 'loading',
        progress: { bytes: 3 * 1_048_576, items: 125_000 },
        error: null,
      }),
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      '125.000 itens recebidos (3 MB)',
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(calls('cancelReplay').length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Carregar' })).toBeTruthy();
    expect(screen.getByText('Van A')).toBeTruthy();
  });

  it('makes its machine once: the progress updates of a load re-render the page, not rebuild it', async () => {
    const provide = vi.spyOn(replayMachine, 'provide');
    try {
      const { publish } = await page({ loadReplay: () => new Promise(() => undefined) });
      await load();
      for (let items = 1; items <= 20; items += 1) {
        act(() =>
          publish('replayProgress', {
            id: 1,
            status: 'loading',
            progress: { bytes: items * 1_048_576, items: items * 1000 },
            error: null,
          }),
        );
      }
      expect((await screen.findByRole('status')).textContent).toContain('20.000 itens recebidos');
      // Before: one new machine (every state node built again) per render of the page.
      expect(provide).toHaveBeenCalledTimes(1);
    } finally {
      provide.mockRestore();
    }
  });

  it('opened from a device’s history action, starts with that device', async () => {
    const { calls } = await page({}, '/history?deviceId=1');
    await waitFor(() =>
      expect(calls('pickerNames').at(-1)).toEqual({ deviceIds: [1], groupIds: [] }),
    );
    expect(await screen.findByText('Van A')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReportPage } from '../../../src/ui/reports/ReportPage';
import { ReportsChooser } from '../../../src/ui/reports/ReportsChooser';
import type { ReportView, TripRow } from '../../../src/worker/types';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { server, user } from '../../worker/support/fixtures';

const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

const SESSION = signedIn(user({ attributes: { timezone: 'America/Sao_Paulo' } }), server());

const tripRow = (index: number, distance: number): TripRow => ({
  index,
  deviceId: 1,
  deviceName: 'Van A',
  latitude: -23.6,
  longitude: -46.63,
  endLatitude: -23.5,
  endLongitude: -46.63,
  startTime: Date.UTC(2026, 0, 1, 15, 5),
  endTime: Date.UTC(2026, 0, 1, 15, 18),
  duration: 780_000,
  startAddress: null,
  endAddress: 'Av. Paulista, 1000',
  distance,
  averageSpeed: 27.7,
  maxSpeed: 36,
  fuel: null,
  fuelCost: 12.5,
  driverName: null,
});

const REQUEST = {
  kind: 'trips' as const,
  deviceIds: [1],
  groupIds: [],
  from: '2026-01-01T00:00:00.000-03:00',
  to: '2026-01-01T23:59:59.999-03:00',
};

function view(patch: Partial<ReportView> = {}): ReportView {
  return {
    version: 1,
    id: 1,
    request: REQUEST,
    status: 'ready',
    progress: { bytes: 1200, items: 2 },
    error: null,
    total: 2,
    start: 0,
    rows: [tripRow(0, 6), tripRow(1, 6.5)],
    sort: null,
    units: { speed: 'kmh', distance: 'km', volume: 'ltr' },
    attributes: [],
    markersShown: false,
    ...patch,
  };
}

async function page(type = 'travels', value?: ReportView) {
  const fake = fakeCore({
    searchDevices: async ({ text }: { text: string }) => ({
      items: [
        { id: 1, name: 'Van A', detail: 'rep-a' },
        { id: 2, name: 'Van B', detail: 'rep-b' },
      ].filter((item) => item.name.toLowerCase().includes(text.toLowerCase())),
      total: 2,
    }),
    pickerNames: async () => ({ devices: [{ id: 1, name: 'Van A', detail: 'rep-a' }], groups: [] }),
  } as never);
  fake.publish('session', SESSION);
  if (value) fake.publish('report', value);
  const rendered = await renderWith(<ReportPage params={{ type }} />, { core: fake.core });
  return { ...fake, ...rendered };
}

describe('report page', () => {
  it('loads the chosen devices over a preset period in the user’s zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 10, 12) });
    const { calls } = await page(
      'travels',
      view({ request: null, status: 'idle', total: 0, rows: [] }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Dispositivos' }));
    await user.click(await screen.findByRole('option', { name: /Van B/ }));
    await user.click(screen.getByRole('radio', { name: 'Últimos 7 dias' }));
    await user.click(screen.getByRole('button', { name: 'Carregar' }));
    expect(calls('runReport')).toEqual([
      {
        kind: 'trips',
        deviceIds: [2],
        groupIds: [],
        from: '2026-03-04T00:00:00.000-03:00',
        to: '2026-03-10T23:59:59.999-03:00',
      },
    ]);
    vi.useRealTimers();
  });

  it('says what is missing instead of loading without a device', async () => {
    const { calls } = await page('stops');
    await userEvent.click(screen.getByRole('button', { name: 'Carregar' }));
    expect(screen.getByRole('alert').textContent).toBe('Escolha ao menos um dispositivo ou grupo.');
    expect(calls('runReport')).toEqual([]);
  });

  it('shows the rows with units, sorts through the core and centres a row on click', async () => {
    const { calls } = await page('travels', view());
    const table = screen.getByTestId('report-table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(table.textContent).toContain('6,5 km');
    expect(table.textContent).toContain('Av. Paulista, 1000');
    expect(table.textContent).toContain('R$ 12,50');
    expect(screen.getByText('2 linhas')).toBeTruthy();
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Distância' }));
    expect(calls('sortReport')).toEqual([{ column: 'distance' }]);
    await userEvent.click(table.querySelector('[data-row-index="1"]')!);
    expect(calls('locateReportRow')).toEqual([{ index: 1 }]);
  });

  it('offers Cancel with the progress while loading, and calls the core on it', async () => {
    const { calls } = await page('travels', view({ status: 'loading', total: 0, rows: [] }));
    expect(screen.getByRole('status').textContent).toContain('2 itens recebidos (1 KB)');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(calls('cancelReport')).toHaveLength(1);
  });

  it.each([
    ['travels', 'Nenhum dado encontrado para o período selecionado.'],
    ['history', 'Nenhuma rota encontrada para o período selecionado.'],
  ])('says so when %s has no rows', async (type, text) => {
    const kind = type === 'history' ? 'route' : 'trips';
    await page(type, view({ request: { ...REQUEST, kind }, total: 0, rows: [] }));
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('words a period over the server’s limit, keeping the form', async () => {
    await page(
      'travels',
      view({
        status: 'failed',
        total: 0,
        rows: [],
        error: { type: 'http', code: 'TIME_PERIOD_EXCEEDS_THE_LIMIT', message: '', status: 400 },
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('excede o limite do servidor');
    await waitFor(() => expect(screen.getByText('Van A')).toBeTruthy());
  });

  it('downloads the server’s xlsx and reports a mail refusal in words', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    };
    URL.revokeObjectURL = () => undefined;
    const fake = await page('travels', view());
    fake.core.reportFile = async () => ({
      name: 'trips.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: new Uint8Array([80, 75]).buffer,
    });
    fake.core.mailReport = async () => {
      throw { type: 'http', code: 'MAIL_NOT_CONFIGURED_SET_THE_SERVER_ATTRIBUTE', message: '' };
    };
    await userEvent.click(screen.getByRole('button', { name: /Excel/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /Enviar por e-mail/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'O envio de e-mail não está configurado no servidor.',
    );
  });
});

describe('report chooser', () => {
  it('lists the five reports and the player, and runs a recent report again', async () => {
    const fake = fakeCore({
      recentReports: async () => [{ at: 1, request: REQUEST }],
    } as never);
    fake.publish('session', SESSION);
    const { location } = await renderWith(<ReportsChooser />, {
      core: fake.core,
      path: '/reports',
    });
    for (const name of [
      'Resumo',
      'Viagens',
      'Paradas',
      'Eventos',
      'Histórico',
      'Reprodução do trajeto',
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toBeTruthy();
    }
    const recent = await screen.findByRole('list', { name: 'Relatórios recentes' });
    await userEvent.click(within(recent).getByRole('button'));
    expect(fake.calls('runReport')).toEqual([REQUEST]);
    expect(location()).toBe('/reports/travels');
  });
});

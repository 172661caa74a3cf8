import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceList } from '../../../src/ui/devices/DeviceList';
import { DEFAULT_QUERY } from '../../../src/worker/list/state';
import { toDeviceRow } from '../../../src/worker/list/toDeviceRow';
import type { ListQuery, ListView } from '../../../src/worker/types';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { device, position } from '../../worker/support/fixtures';

// happy-dom lays nothing out: give the list's scroll box a height so the virtualizer shows rows.
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

const rows = [
  toDeviceRow(device(1, { name: 'Alpha', status: 'online' }), position(1, { speed: 10 }), 'kmh'),
  toDeviceRow(device(2, { name: 'Bravo', status: 'offline' }), undefined, 'kmh'),
];

function view(patch: Partial<ListView> = {}, query: Partial<ListQuery> = {}): ListView {
  return {
    version: 1,
    total: rows.length,
    counts: { all: 2, online: 1, offline: 1, unknown: 0 },
    start: 0,
    rows,
    query: { ...DEFAULT_QUERY, ...query },
    ...patch,
  };
}

async function list(value: ListView | undefined, expanded = false) {
  const fake = fakeCore();
  const opened: number[] = [];
  const { unmount } = await renderWith(
    <DeviceList list={value} expanded={expanded} onOpen={(id) => opened.push(id)} />,
    { core: fake.core },
  );
  return { ...fake, opened, unmount };
}

const rowNames = () =>
  within(screen.getByTestId('device-list'))
    .queryAllByRole('row')
    .map((row) => row.getAttribute('data-device-id'));

describe('DeviceList', () => {
  it('shows the rows of the list topic and opens a device on click or Enter', async () => {
    const t = await list(view());
    await waitFor(() => expect(rowNames()).toEqual(['1', '2']));
    const alpha = screen.getByText('Alpha').closest('[role="row"]') as HTMLElement;
    expect(alpha.textContent).toContain('Online');
    expect(alpha.textContent).toContain('km/h');
    await userEvent.click(alpha);
    screen.getByText('Bravo').closest<HTMLElement>('[role="row"]')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(t.opened).toEqual([1, 2]);
  });

  it('asks the core for the rows around the visible ones', async () => {
    const t = await list(view());
    await waitFor(() => expect(t.calls('setListWindow').length).toBeGreaterThan(0));
    const [window] = t.calls('setListWindow') as { start: number; count: number }[];
    expect(window!.start).toBe(0);
    expect(window!.count).toBeGreaterThanOrEqual(rows.length);
  });

  it('sorts by a column header, which shows the direction', async () => {
    const t = await list(view({}, { sort: { field: 'name', direction: 'desc' } }));
    const name = screen.getByRole('button', { name: /Nome/ });
    expect(name.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: /Atualização/ }));
    expect(t.calls('toggleSort')).toEqual([{ field: 'lastUpdate' }]);
  });

  it('tells an empty fleet from a search that found nothing', async () => {
    await list(view({ total: 0, rows: [], counts: { all: 0, online: 0, offline: 0, unknown: 0 } }));
    expect(screen.getByText('Nenhum dispositivo cadastrado ainda.')).toBeTruthy();
  });

  it('says when the filters let no device through', async () => {
    await list(view({ total: 0, rows: [] }, { search: 'zzz' }));
    expect(screen.getByText('Nenhum dispositivo encontrado.')).toBeTruthy();
  });

  it('shows more columns when expanded', async () => {
    const cells = async (expanded: boolean) => {
      const { unmount } = await list(view(), expanded);
      await waitFor(() => expect(rowNames()).toEqual(['1', '2']));
      const row = screen.getByText('Alpha').closest('[role="row"]')!;
      const count = within(row as HTMLElement).getAllByRole('cell').length;
      unmount();
      return count;
    };
    expect(await cells(true)).toBeGreaterThan(await cells(false));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EntityList } from '../../../src/ui/lists/EntityList';
import type { ListColumn } from '../../../src/ui/lists/listColumns';
import type { DeleteOutcome, EntityCollection } from '../../../src/worker/types';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';

// happy-dom lays nothing out: give scroll boxes a height so the virtualizer shows rows.
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

interface Item {
  id: number;
  name: string;
  code: string | null;
  size: number;
}
const COLUMNS: ListColumn<Item>[] = [
  { id: 'name', header: 'groups.fields.name', value: (item) => item.name },
  { id: 'code', header: 'drivers.fields.uniqueId', value: (item) => item.code },
  { id: 'size', header: 'deviceForm.fields.model', value: (item) => item.size, searchable: false },
];
const ITEMS: Item[] = [
  { id: 1, name: 'São Paulo', code: 'b', size: 30 },
  { id: 2, name: 'Curitiba', code: null, size: 4 },
  { id: 3, name: 'Belém', code: 'a', size: 12 },
];
const ready = (items: Item[] = ITEMS): EntityCollection<Item> => ({
  state: 'ready',
  error: null,
  items,
});

async function list(
  collection: EntityCollection<Item> | undefined,
  props: {
    onDelete?: (ids: number[]) => Promise<DeleteOutcome>;
    toolbarExtra?: React.ReactNode;
    columns?: ListColumn<Item>[];
  } = {},
) {
  const opened: number[] = [];
  const retried = vi.fn();
  const created = vi.fn();
  await renderWith(
    <EntityList
      testId="list"
      label="Itens"
      collection={collection}
      columns={props.columns ?? COLUMNS}
      emptyText="Nada cadastrado."
      onOpen={(item) => opened.push(item.id)}
      onRetry={retried}
      onCreate={created}
      onDelete={props.onDelete}
      toolbarExtra={props.toolbarExtra}
    />,
    { core: fakeCore().core },
  );
  return { opened, retried, created };
}

interface HappyDomWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}

const shownIds = () =>
  within(screen.getByTestId('list'))
    .queryAllByRole('row')
    .map((row) => row.getAttribute('data-id'))
    .filter(Boolean);

describe('EntityList', () => {
  it('lists the items sorted by the first column and opens one on click or Enter', async () => {
    const t = await list(ready());
    await waitFor(() => expect(shownIds()).toEqual(['3', '2', '1']));
    await userEvent.click(screen.getByText('Curitiba'));
    screen.getByText('Belém').closest<HTMLElement>('[role="row"]')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(t.opened).toEqual([2, 3]);
    expect(screen.getByText('3 itens')).toBeTruthy();
  });

  it('sorts by any column, toggling the direction, with empty values last', async () => {
    await list(ready());
    const code = screen.getByRole('columnheader', { name: /Identificador/ });
    await userEvent.click(code);
    expect(code.getAttribute('aria-sort')).toBe('ascending');
    expect(shownIds()).toEqual(['3', '1', '2']);
    const size = screen.getByRole('columnheader', { name: /Modelo/ });
    await userEvent.click(size);
    expect(shownIds()).toEqual(['2', '3', '1']);
    await userEvent.click(size);
    expect(size.getAttribute('aria-sort')).toBe('descending');
    expect(shownIds()).toEqual(['1', '3', '2']);
  });

  it('on a phone leaves out the columns marked so, still searching them', async () => {
    // happy-dom's own handle on its window (the viewport a media query sees).
    const viewport = (window as unknown as HappyDomWindow).happyDOM;
    viewport.setViewport({ width: 390, height: 844 });
    try {
      const [name, code, size] = COLUMNS;
      const hidden = {
        ...code!,
        phone: false,
        value: (item: Item) => item.code && `x${item.code}9`,
      };
      await list(ready(), { columns: [name!, hidden, size!] });
      expect(screen.queryByRole('columnheader', { name: /Identificador/ })).toBeNull();
      expect(screen.getAllByRole('columnheader')).toHaveLength(2);
      const row = screen.getByText('Belém').closest<HTMLElement>('[role="row"]')!;
      expect(within(row).getAllByRole('cell')).toHaveLength(2);
      expect(row.style.gridTemplateColumns.split(' minmax').length).toBe(3);
      await userEvent.type(screen.getByRole('searchbox'), 'xb9');
      await waitFor(() => expect(shownIds()).toEqual(['1']));
    } finally {
      viewport.setViewport({ width: 1024, height: 768 });
    }
  });

  it('does not sort the rows again when only the selection changes', async () => {
    // The phone's column filter once handed the table a new sorting state on every render: all
    // rows were sorted again on each render, each scroll frame among them (device management,
    // 10,000 rows: 14–32 long tasks while scrolling).
    const many = Array.from({ length: 300 }, (_, i) => ({
      id: i + 1,
      name: `item ${String(i).padStart(3, '0')}`,
      code: null,
      size: i,
    }));
    await list(ready(many));
    const sort = vi.spyOn(Array.prototype, 'sort');
    try {
      const [, first] = screen.getAllByRole('checkbox', { name: /Selecionar/ });
      await userEvent.click(first!);
      await waitFor(() => expect((first as HTMLInputElement).checked).toBe(true));
      const sortsOfAllRows = sort.mock.contexts.filter(
        (rows) => Array.isArray(rows) && rows.length === many.length,
      );
      expect(sortsOfAllRows).toHaveLength(0);
    } finally {
      sort.mockRestore();
    }
  });

  it('a header cut short by a narrow column keeps its whole text in a title', async () => {
    await list(ready());
    const code = screen.getByRole('columnheader', { name: /Identificador/ });
    // The label is its own element, cut with an ellipsis; the button's title says what it sorts.
    expect(within(code).getByTitle('Identificador').textContent).toBe('Identificador');
    expect(code.title).toBe('Ordenar por Identificador');
  });

  it("puts the screen's toolbar extras after the search, the count and Add", async () => {
    await list(ready(), { toolbarExtra: <button type="button">Extra</button> });
    const search = screen.getByRole('searchbox');
    const create = screen.getByRole('button', { name: 'Adicionar' });
    const extra = screen.getByRole('button', { name: 'Extra' });
    // The search keeps the first row's width; the extras wrap onto a row of their own.
    expect(search.compareDocumentPosition(create) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(create.compareDocumentPosition(extra) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(extra.parentElement).not.toBe(search.closest('label')!.parentElement);
  });

  it('searches every text column, ignoring case and accents', async () => {
    await list(ready());
    await userEvent.type(screen.getByRole('searchbox'), 'BELEM');
    await waitFor(() => expect(shownIds()).toEqual(['3']));
    expect(screen.getByText('1 de 3')).toBeTruthy();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), '12');
    await waitFor(() => expect(screen.getByText('Nada encontrado para “12”.')).toBeTruthy());
  });

  it('deletes the selected rows only after asking, keeping the ones that failed selected', async () => {
    const onDelete = vi.fn(async (): Promise<DeleteOutcome> => ({
      deleted: [1],
      failed: [{ id: 3, error: { type: 'http', code: 'X', message: 'Em uso', status: 400 } }],
    }));
    await list(ready(), { onDelete });
    const [, row3, , row1] = screen.getAllByRole('checkbox', { name: /Selecionar/ });
    await userEvent.click(row3!);
    await userEvent.click(row1!);
    expect(screen.getByText('2 selecionados')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Excluir/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Excluir os 2 itens selecionados?');
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(onDelete).toHaveBeenCalledWith([1, 3]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Em uso'));
    expect(screen.getByText('1 selecionado')).toBeTruthy();
  });

  it('cancelling the question deletes nothing', async () => {
    const onDelete = vi.fn(async () => ({ deleted: [], failed: [] }));
    await list(ready(), { onDelete });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    expect(screen.getByText('3 selecionados')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Excluir/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('says loading, empty (with Add) and failed (with Retry)', async () => {
    const first = await list(undefined);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    document.body.innerHTML = '';
    const empty = await list(ready([]));
    await userEvent.click(screen.getAllByRole('button', { name: 'Adicionar' }).at(-1)!);
    expect(empty.created).toHaveBeenCalled();
    expect(screen.getByText('Nada cadastrado.')).toBeTruthy();
    // Portuguese plural rules put 0 with 1; the count says "0 itens", not "0 item".
    expect(screen.getByText('0 itens')).toBeTruthy();
    document.body.innerHTML = '';
    const failed = await list({
      state: 'failed',
      items: [],
      error: { type: 'network', code: 'NETWORK_ERROR', message: 'Sem rede' },
    });
    expect(screen.getByRole('alert').textContent).toContain('Sem rede');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(failed.retried).toHaveBeenCalled();
    expect(first.opened).toEqual([]);
  });
});

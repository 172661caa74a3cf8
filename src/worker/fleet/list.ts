/** The device list's shape: filters, search, sort and the visible window. */
import { z } from 'zod';
import { DEVICE_STATE_SORTS, DEVICE_STATUSES } from '@farol/model';
import type { CoreContext } from '../context';
import { validationError } from '../transport/errors';
import { STORAGE_KEYS } from '../storageKeys';
import type { ListQuery, SortField } from '../types';

const QueryPatch = z
  .object({
    search: z.string().max(200),
    status: z.enum(['all', ...DEVICE_STATUSES]),
    motionOnly: z.boolean(),
    hiddenCategories: z.array(z.string()),
    onlyDeviceId: z.number().int().positive().nullable(),
  })
  .partial()
  .strict();

/** Changes filters and search; the search text is persisted (SPEC.md L7). */
export async function setListQuery(input: {
  ctx: CoreContext;
  patch: Partial<Omit<ListQuery, 'sort'>>;
}): Promise<void> {
  const parsed = QueryPatch.safeParse(input.patch);
  if (!parsed.success) {
    throw validationError('INVALID_QUERY', parsed.error.issues[0]?.message ?? 'invalid query');
  }
  const patch = parsed.data;
  input.ctx.dispatch('filter.changed', 'user', { patch });
  if (patch.search !== undefined) {
    await input.ctx.deps.store.set(STORAGE_KEYS.listSearch, patch.search);
  }
}

/** Sorts by `field`, or flips the direction when it already is (SPEC.md S2). */
export async function toggleSort(input: { ctx: CoreContext; field: SortField }): Promise<void> {
  const fields: readonly string[] = ['name', 'lastUpdate', ...DEVICE_STATE_SORTS];
  if (!fields.includes(input.field)) {
    throw validationError('INVALID_QUERY', `unknown sort field ${String(input.field)}`);
  }
  input.ctx.dispatch('sort.toggled', 'user', { field: input.field });
}

/** The rows the list shows; the next `list` emission covers [start, start + count). */
export async function setListWindow(input: {
  ctx: CoreContext;
  start: number;
  count: number;
}): Promise<void> {
  input.ctx.dispatch('window.changed', 'user', { start: input.start, count: input.count });
}

/** Restores the persisted search text at start. */
export async function restoreSearch(input: { ctx: CoreContext }): Promise<void> {
  const search = await input.ctx.deps.store.get(STORAGE_KEYS.listSearch);
  if (typeof search === 'string' && search !== '') {
    input.ctx.dispatch('filter.changed', 'replay', { patch: { search } });
  }
}

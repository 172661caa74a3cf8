/** The list domain's API: filters, search, sort and the visible window. */
import { z } from 'zod';
import { DEVICE_STATE_SORTS, DEVICE_STATUSES } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { STORAGE_KEYS } from '../kernel/storageKeys';
import { validationError } from '../transport/errors';
import type { ListApi } from './types';

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

const SORT_FIELDS: readonly string[] = ['name', 'lastUpdate', ...DEVICE_STATE_SORTS];

export function createListApi(ctx: CoreContext): ListApi {
  return {
    /** Changes filters and search; the search text is persisted (SPEC.md L7). */
    async setListQuery(input) {
      const parsed = QueryPatch.safeParse(input);
      if (!parsed.success) {
        throw validationError('INVALID_QUERY', parsed.error.issues[0]?.message ?? 'invalid query');
      }
      const patch = parsed.data;
      ctx.dispatch('filter.changed', 'user', { patch });
      if (patch.search !== undefined) {
        await ctx.deps.store.set(STORAGE_KEYS.listSearch, patch.search);
      }
    },
    /** Sorts by `field`, or flips the direction when it already is (SPEC.md S2). */
    async toggleSort({ field }) {
      if (!SORT_FIELDS.includes(field)) {
        throw validationError('INVALID_QUERY', `unknown sort field ${String(field)}`);
      }
      ctx.dispatch('sort.toggled', 'user', { field });
    },
    /** The rows the list shows; the next `list` emission covers [start, start + count). */
    async setListWindow({ start, count }) {
      ctx.dispatch('window.changed', 'user', { start, count });
    },
  };
}

/** Restores the persisted search text at start (SPEC.md L7). */
export async function restoreSearch(ctx: CoreContext): Promise<void> {
  const search = await ctx.deps.store.get(STORAGE_KEYS.listSearch);
  if (typeof search === 'string' && search !== '') {
    ctx.dispatch('filter.changed', 'replay', { patch: { search } });
  }
}

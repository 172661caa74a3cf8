/** The remember-me token in IndexedDB: only a revocable token is kept, never the password. */
import type { CoreContext } from '../kernel/context';
import { STORAGE_KEYS } from '../kernel/storageKeys';

/** The remembered token, or null. */
export async function readRememberedToken(ctx: CoreContext): Promise<string | null> {
  const token = await ctx.deps.store.get(STORAGE_KEYS.rememberedToken);
  return typeof token === 'string' && token !== '' ? token : null;
}

export async function rememberToken(ctx: CoreContext, token: string): Promise<void> {
  await ctx.deps.store.set(STORAGE_KEYS.rememberedToken, token);
}

export async function forgetToken(ctx: CoreContext): Promise<void> {
  await ctx.deps.store.del(STORAGE_KEYS.rememberedToken);
}

/** The remember-me token in IndexedDB: only a revocable token is kept, never the password. */
import type { CoreContext } from '../context';
import { STORAGE_KEYS } from '../storageKeys';

/** The remembered token, or null. */
export async function readRememberedToken(input: { ctx: CoreContext }): Promise<string | null> {
  const token = await input.ctx.deps.store.get(STORAGE_KEYS.rememberedToken);
  return typeof token === 'string' && token !== '' ? token : null;
}

export async function rememberToken(input: { ctx: CoreContext; token: string }): Promise<void> {
  await input.ctx.deps.store.set(STORAGE_KEYS.rememberedToken, input.token);
}

export async function forgetToken(input: { ctx: CoreContext }): Promise<void> {
  await input.ctx.deps.store.del(STORAGE_KEYS.rememberedToken);
}

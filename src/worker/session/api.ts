/** The session domain's API: each method runs one flow of this folder. */
import type { CoreContext } from '../kernel/context';
import { loginAs, returnToSelf } from './impersonation';
import { loadServer } from './loadServer';
import { login, loginWithToken } from './login';
import { logout } from './logout';
import { qrDriverCheck } from './qrDriver';
import { restoreSession } from './restore';
import { unlockOnTrust } from './trustUnlock';
import type { SessionApi } from './types';

export function createSessionApi(ctx: CoreContext): SessionApi {
  return {
    loadServer: () => loadServer(ctx),
    restoreSession: () => restoreSession(ctx),
    login: (input) => login(ctx, input),
    loginWithToken: (input) => loginWithToken(ctx, input),
    logout: () => logout(ctx),
    loginAs: ({ userId }) => loginAs(ctx, userId),
    returnToSelf: () => returnToSelf(ctx),
    qrDriverCheck: (input) => qrDriverCheck(ctx, input),
    unlockOnTrust: (input) => unlockOnTrust(ctx, input),
  };
}

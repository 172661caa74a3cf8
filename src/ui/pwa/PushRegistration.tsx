import { isQrDriver, isShareAccount } from '@farol/model';
import { useEffect } from 'react';
import { useBranding } from '../branding/BrandingContext';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import { browserPush } from './browserPush';
import { registerPushToken, type PushEnvironment } from './pushToken';

/**
 * Registers the signed-in user's browser for push once per user and push configuration
 * (`registerPushToken`); share links and QR drivers never are. A failure is logged and
 * changes nothing else. Renders nothing.
 */
export function PushRegistration({ browser = browserPush }: { browser?: PushEnvironment }) {
  const core = useCore();
  const { push } = useBranding();
  const user = useSession()?.user;
  const userId = user && !isShareAccount(user) && !isQrDriver(user) ? user.id : null;
  useEffect(() => {
    if (userId === null) return;
    registerPushToken(push, core, browser).catch((error: unknown) => {
      console.warn('Push not registered:', error);
    });
  }, [core, push, userId, browser]);
  return null;
}

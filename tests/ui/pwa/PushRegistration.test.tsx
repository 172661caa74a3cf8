import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Branding, PushConfig, type User } from '@farol/model';
import { PushRegistration } from '../../../src/ui/pwa/PushRegistration';
import type { PushEnvironment } from '../../../src/ui/pwa/pushToken';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { account, server } from '../users/fixtures';

const PUSH = PushConfig.parse({
  apiKey: 'AIza-test',
  authDomain: 'farol-test.firebaseapp.com',
  projectId: 'farol-test',
  messagingSenderId: '1234',
  appId: '1:1234:web:abcd',
  vapidKey: 'BNc-test-key',
});

/**
 * A browser whose PushManager subscribes for real-looking subscriptions, and whose push
 * service makes the token from the subscription (as FCM does from the endpoint and keys).
 */
function fakeBrowser(permission: NotificationPermission = 'granted') {
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => ({
    endpoint: `https://push.example/send/${String(options.applicationServerKey)}`,
  }));
  const registration = { pushManager: { subscribe } } as unknown as ServiceWorkerRegistration;
  const browser = {
    registration: vi.fn(async () => registration),
    permission: vi.fn(async () => permission),
    tokenFor: vi.fn(async (config: PushConfig, worker: ServiceWorkerRegistration) => {
      const subscription = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: config.vapidKey,
      });
      return `fcm:${subscription.endpoint}`;
    }),
  } satisfies PushEnvironment;
  return { browser, subscribe };
}

async function mount(user: User, push: PushConfig | null, browser: PushEnvironment) {
  const fake = fakeCore();
  fake.publish('session', signedIn(user, server()));
  await renderWith(<PushRegistration browser={browser} />, {
    core: fake.core,
    path: '/home',
    branding: Branding.parse({ push }),
  });
  return fake;
}

describe('push registration (SPEC §3): the browser’s token in notificationTokens', () => {
  it('subscribes with the theme’s key and adds the push service’s token to the user', async () => {
    const { browser, subscribe } = fakeBrowser();
    const fake = await mount(account({ id: 3 }), PUSH, browser);
    await waitFor(() =>
      expect(fake.calls('addNotificationToken')).toEqual([
        { token: 'fcm:https://push.example/send/BNc-test-key' },
      ]),
    );
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'BNc-test-key',
    });
    expect(browser.tokenFor.mock.calls[0]![0]).toEqual(PUSH);
  });

  it('without a push configuration asks nothing and registers nothing', async () => {
    const { browser } = fakeBrowser();
    const fake = await mount(account({ id: 3 }), null, browser);
    const partial = await mount(account({ id: 4 }), { ...PUSH, vapidKey: '' }, browser);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(browser.registration).not.toHaveBeenCalled();
    expect(browser.permission).not.toHaveBeenCalled();
    expect(fake.calls('addNotificationToken')).toEqual([]);
    expect(partial.calls('addNotificationToken')).toEqual([]);
  });

  it('registers nothing when the user refuses notifications', async () => {
    const { browser, subscribe } = fakeBrowser('denied');
    const fake = await mount(account({ id: 3 }), PUSH, browser);
    await waitFor(() => expect(browser.permission).toHaveBeenCalled());
    expect(subscribe).not.toHaveBeenCalled();
    expect(fake.calls('addNotificationToken')).toEqual([]);
  });

  it('never registers a share link', async () => {
    const { browser } = fakeBrowser();
    const share = account({ id: 10, attributes: { isShared: 9, deviceId: 1, token: 'x' } });
    const fake = await mount(share, PUSH, browser);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(browser.registration).not.toHaveBeenCalled();
    expect(fake.calls('addNotificationToken')).toEqual([]);
  });

  it('a push service that fails is logged and breaks nothing', async () => {
    const { browser } = fakeBrowser();
    browser.tokenFor.mockRejectedValueOnce(new Error('messaging/token-subscribe-failed'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = await mount(account({ id: 3 }), PUSH, browser);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Push not registered:', expect.any(Error)),
    );
    expect(fake.calls('addNotificationToken')).toEqual([]);
    warn.mockRestore();
  });
});

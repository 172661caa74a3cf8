import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@farol/model';
import { UserMenu } from '../../../src/ui/layout/UserMenu';
import { watchInstallPrompt } from '../../../src/ui/pwa/installPrompt';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { account, server } from '../users/fixtures';

/** What Chromium fires when the app may be installed: an event with `prompt` and `userChoice`. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

async function menuOf(user: User) {
  const fake = fakeCore();
  fake.publish('session', signedIn(user, server()));
  const view = await renderWith(<UserMenu />, { core: fake.core, path: '/home' });
  await userEvent.click(screen.getByRole('button', { name: 'Menu do usuário' }));
  return view;
}

const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('the install prompt (PWA): kept from the browser, offered in the user menu', () => {
  watchInstallPrompt(window);

  it('offers "Instalar aplicativo" once the browser does, and shows its dialog on a click', async () => {
    const view = await menuOf(account({ id: 3 }));
    expect(items()).not.toContain('Instalar aplicativo');
    const { event, prompt } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Instalar aplicativo' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // The offer is used up: the menu no longer holds it.
    await userEvent.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    expect(items()).not.toContain('Instalar aplicativo');
    view.unmount();
  });

  it('forgets the offer once the app is installed', async () => {
    const view = await menuOf(account({ id: 4 }));
    offerInstall();
    expect(items()).toContain('Instalar aplicativo');
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(items()).not.toContain('Instalar aplicativo');
    view.unmount();
  });

  it('is never offered to a share link, whose menu holds Logout only', async () => {
    const share = account({ id: 10, attributes: { isShared: 9, deviceId: 1, token: 'x' } });
    const view = await menuOf(share);
    offerInstall();
    expect(items()).toEqual(['Sair']);
    view.unmount();
    window.dispatchEvent(new Event('appinstalled'));
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Branding, DEFAULT_BRANDING } from '@farol/model';
import { Header } from '../../../src/ui/layout/Header';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { server, user } from '../../worker/support/fixtures';

async function header(branding: Branding = DEFAULT_BRANDING) {
  const fake = fakeCore();
  fake.publish('session', signedIn(user(), server()));
  await renderWith(<Header />, { core: fake.core, branding });
  return fake;
}

describe('Header', () => {
  it('shows the configured logo image, at the configured width', async () => {
    await header(
      Branding.parse({
        title: 'Frota Sul',
        headLogo: { image: true, text: 'Frota Sul' },
        logo: '/tarkan/assets/custom/logo.png',
        logoWidth: 60,
      }),
    );
    const logo = screen.getByRole('img', { name: 'Frota Sul' }) as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/tarkan/assets/custom/logo.png');
    expect(logo.style.maxWidth).toBe('60%');
  });

  it.each([
    [
      'off',
      { headLogo: { image: false, text: 'Frota Sul' }, logo: '/tarkan/assets/custom/logo.png' },
    ],
    ['missing', { headLogo: { image: true, text: 'Frota Sul' }, logo: null }],
  ])('shows the text logo when the image is %s', async (_, config) => {
    await header(Branding.parse(config));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('banner').textContent).toContain('Frota Sul');
  });

  it('says when the live connection dropped and is coming back', async () => {
    const fake = await header();
    expect(screen.queryByRole('status')).toBeNull();
    fake.publish('connection', { socket: 'closed', reconnectAt: Date.now() + 5_000 });
    expect((await screen.findByRole('status')).textContent).toBe('Conexão perdida. Reconectando…');
  });

  it('mutes and unmutes alert sounds, remembered in this browser', async () => {
    localStorage.removeItem('farol.muted');
    await header();
    const mute = screen.getByRole('button', { name: 'Silenciar sons de alerta' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(mute);
    const unmute = screen.getByRole('button', { name: 'Ativar sons de alerta' });
    expect(unmute.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('farol.muted')).toBe('true');
    await userEvent.click(unmute);
    expect(
      screen.getByRole('button', { name: 'Silenciar sons de alerta' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(localStorage.getItem('farol.muted')).toBe('false');
  });
});

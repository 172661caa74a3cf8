import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { ThemeBranding, type ThemeInput } from '@farol/model';
import { ThemePage } from '../../../src/ui/theme/ThemePage';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { RouteGuard } from '../../../src/ui/layout/RouteGuard';
import { account, admin, server } from '../users/fixtures';

const BRAND = ThemeBranding.parse({
  title: 'Farol',
  appName: 'Farol',
  colors: { primary: '#0b63ce', custom: '#123456' },
});

async function open(options: { plus?: boolean; viewer?: typeof admin } = {}) {
  const saveTheme = vi.fn(async (input: ThemeInput) =>
    ThemeBranding.parse({ ...BRAND, title: input.config.title, colors: input.colors }),
  );
  const uploadThemeImage = vi.fn(async () =>
    ThemeBranding.parse({ ...BRAND, images: { logoInterno: '/logo.png' } }),
  );
  const fake = fakeCore({ loadTheme: async () => BRAND, saveTheme, uploadThemeImage });
  fake.publish('session', {
    ...signedIn(options.viewer ?? admin, server()),
    edition: { plus: options.plus ?? true, remainingDevices: null },
  });
  const view = await renderWith(
    <RouteGuard>
      <Route path="/theme" component={ThemePage} />
    </RouteGuard>,
    {
      core: fake.core,
      path: '/theme',
    },
  );
  return { ...fake, ...view, saveTheme, uploadThemeImage };
}

describe('/theme: Appearance', { timeout: 20_000 }, () => {
  it('previews the edits live and saves texts and colours, keeping colours it does not edit', async () => {
    const t = await open();
    const title = await screen.findByLabelText('Título da página');
    await userEvent.clear(title);
    await userEvent.type(title, 'Rastreio Sul');
    fireEvent.change(screen.getByLabelText('Principal'), { target: { value: '#aa0000' } });
    const preview = screen.getByRole('figure', { name: 'Pré-visualização' });
    expect(preview.textContent).toContain('Rastreio Sul');
    expect(preview.getAttribute('style')).toContain('#aa0000');

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.saveTheme).toHaveBeenCalledTimes(1));
    const input = t.saveTheme.mock.calls[0]![0];
    expect(input.config.title).toBe('Rastreio Sul');
    expect(input.colors.primary).toBe('#aa0000');
    expect(input.colors.custom).toBe('#123456');
    expect((await screen.findByRole('status')).textContent).toBe('Aparência salva.');
    expect(document.title).toBe('Rastreio Sul');
  });

  it('uploads a chosen image for its kind and shows the answer', async () => {
    const t = await open();
    const input = await screen.findByLabelText('Logotipo interno');
    const file = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(t.uploadThemeImage).toHaveBeenCalledTimes(1));
    expect(t.uploadThemeImage.mock.calls[0]).toEqual([{ type: 'logo-interno', file }]);
    expect((await screen.findByRole('status')).textContent).toBe('Imagem enviada.');
  });

  it('shows the server’s refusal and keeps the edits', async () => {
    const t = await open();
    t.saveTheme.mockRejectedValueOnce({
      type: 'http',
      code: 'ACCESS_DENIED',
      message: 'Administrator access required',
      status: 403,
    });
    const title = await screen.findByLabelText('Título da página');
    await userEvent.type(title, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Administrator access');
    expect((title as HTMLInputElement).value).toBe('Farol 2');
  });

  it('is refused (by the route guard) without the paid edition, or to a user who is no reseller with a domain', async () => {
    await open({ plus: false });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(within(document.body).queryByLabelText('Título da página')).toBeNull();
  });

  it('opens for a reseller with a domain', async () => {
    const reseller = account({
      id: 7,
      userLimit: -1,
      attributes: { 'tarkan.reseller': true, 'tarkan.domainReseller': 'rastreio.example.com' },
    });
    await open({ viewer: reseller });
    expect(await screen.findByLabelText('Título da página')).toBeTruthy();
  });
});

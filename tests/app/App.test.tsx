import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Branding } from '@farol/model';
import { App } from '../../src/app/App';
import { fakeCore } from '../support/fakeCore';
import { i18nFor } from '../support/render';
import { server } from '../worker/support/fixtures';

describe('App', () => {
  it('puts the core, the language and the branding under the routes', async () => {
    const fake = fakeCore({
      loadServer: async () => server(),
      restoreSession: async () => {
        fake.publish('session', { status: 'anonymous', user: null, server: server() });
        return null;
      },
    });
    window.history.replaceState(null, '', '/login');
    render(
      <App
        core={fake.core}
        i18n={await i18nFor('es-ES')}
        branding={Branding.parse({ appName: 'Frota Sul' })}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByText('Frota Sul')).toBeTruthy();
    expect(fake.calls('loadServer').length).toBeGreaterThan(0);
  });
});

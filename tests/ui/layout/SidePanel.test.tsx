import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SidePanel } from '../../../src/ui/layout/SidePanel';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';

function panel(path = '/devices', back?: string) {
  return renderWith(
    <SidePanel title="Dispositivos" back={back}>
      <p>conteúdo</p>
    </SidePanel>,
    { core: fakeCore().core, path },
  );
}

describe('SidePanel', () => {
  it('minimise hides the body and restore brings it back', async () => {
    await panel();
    expect(screen.getByText('conteúdo')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Minimizar' }));
    expect(screen.queryByText('conteúdo')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(screen.getByText('conteúdo')).toBeTruthy();
  });

  it('?expand=true opens it expanded; the toggle writes and removes the query', async () => {
    const view = await panel('/devices?expand=true');
    const collapse = screen.getByRole('button', { name: 'Recolher' });
    expect(collapse.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(collapse);
    expect(view.location()).toBe('/devices');
    const expand = screen.getByRole('button', { name: 'Expandir' });
    expect(expand.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(expand);
    expect(view.location()).toBe('/devices?expand=true');
  });

  it('back goes to its route and close to /home', async () => {
    const view = await panel('/devices/4', '/devices');
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(view.location()).toBe('/devices');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(view.location()).toBe('/home');
  });
});

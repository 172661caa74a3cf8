import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@farol/model';
import { UserMenu } from '../../../src/ui/layout/UserMenu';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { account, admin, server } from '../users/fixtures';

async function entriesFor(user: User, plus: boolean, billing = false): Promise<string[]> {
  const fake = fakeCore();
  fake.publish('session', {
    ...signedIn(user, server(billing ? { 'tarkan.enableBilling': true } : {})),
    edition: { plus, remainingDevices: null },
  });
  const view = await renderWith(<UserMenu />, { core: fake.core, path: '/home' });
  await userEvent.click(screen.getByRole('button', { name: 'Menu do usuário' }));
  const names = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
  view.unmount();
  return names;
}

const reseller = account({
  id: 7,
  userLimit: -1,
  attributes: { 'tarkan.reseller': true, 'tarkan.domainReseller': 'rastreio.example.com' },
});
const manager = account({ id: 8, userLimit: 5 });
const customer = account({ id: 9 });
const share = account({ id: 10, attributes: { isShared: 9, deviceId: 1, token: 'x' } });

describe('the user menu by role (SPEC §6, the model’s visibleMenus)', { timeout: 20_000 }, () => {
  it.each([
    [
      'an administrator, paid edition',
      admin,
      true,
      ['Logs avançados', 'Aparência', 'Servidor'],
      [],
    ],
    ['an administrator, free edition', admin, false, ['Servidor'], ['Logs avançados', 'Aparência']],
    [
      'a reseller with a domain',
      reseller,
      true,
      ['Logs avançados', 'Aparência', 'Usuários'],
      ['Servidor'],
    ],
    ['a manager', manager, true, ['Usuários'], ['Logs avançados', 'Aparência', 'Servidor']],
    ['a customer', customer, true, ['Minha conta'], ['Usuários', 'Logs avançados', 'Aparência']],
    ['a share user', share, true, ['Sair'], ['Minha conta', 'Logs avançados', 'Aparência']],
  ])('%s', async (_label, user, plus, shown, hidden) => {
    const names = await entriesFor(user, plus);
    for (const name of shown) expect(names).toContain(name);
    for (const name of hidden) expect(names).not.toContain(name);
  });
});

describe('the billing entries (SPEC §6)', { timeout: 20_000 }, () => {
  const BILLING = ['Integrações', 'Gestão de cobranças', 'Minhas faturas'];

  it('show only when billing is on', async () => {
    const names = await entriesFor(admin, true);
    for (const name of BILLING) expect(names).not.toContain(name);
  });

  it.each([
    ['an administrator', admin, BILLING, []],
    [
      'a reseller (their own tree)',
      reseller,
      ['Gestão de cobranças', 'Minhas faturas'],
      ['Integrações'],
    ],
    ['a customer', customer, ['Minhas faturas'], ['Integrações', 'Gestão de cobranças']],
    ['a share user', share, [], BILLING],
  ])('%s', async (_label, user, shown, hidden) => {
    const names = await entriesFor(user, true, true);
    for (const name of shown) expect(names).toContain(name);
    for (const name of hidden) expect(names).not.toContain(name);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { AuditLogPage } from '../../../src/ui/audit/AuditLogPage';
import type { AuditPage, AuditQuery, AuditRow } from '../../../src/worker/types';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { giveListsHeight } from '../../support/listHeight';
import { renderWith } from '../../support/render';
import { RouteGuard } from '../../../src/ui/layout/RouteGuard';
import { account, admin, server } from '../users/fixtures';

giveListsHeight();

function auditRow(id: number, fields: Partial<AuditRow> = {}): AuditRow {
  return {
    id,
    time: '2026-11-27T10:00:00.000+00:00',
    at: Date.parse('2026-11-27T10:00:00Z') - id * 60_000,
    code: 301,
    actionType: 'edit',
    objectType: 'device',
    objectId: 7,
    deviceId: 7,
    userId: 1,
    userEmail: 'admin@x.test',
    impersonatorId: null,
    address: '10.0.0.5',
    userAgent: 'Mozilla/5.0 Chromium',
    before: null,
    after: null,
    changes: [],
    ...fields,
  };
}

async function open(
  pages: (query: AuditQuery) => AuditPage,
  options: { plus?: boolean; path?: string; viewer?: typeof admin } = {},
) {
  const auditLog = vi.fn(async (query: AuditQuery) => pages(query));
  const fake = fakeCore({ auditLog });
  fake.publish('session', {
    ...signedIn(options.viewer ?? admin, server()),
    edition: { plus: options.plus ?? true, remainingDevices: null },
  });
  const view = await renderWith(
    <RouteGuard>
      <Route path="/logs" component={AuditLogPage} />
    </RouteGuard>,
    {
      core: fake.core,
      path: options.path ?? '/logs',
    },
  );
  return { ...fake, ...view, auditLog };
}

describe('/logs: the advanced logs', { timeout: 20_000 }, () => {
  it('lists the entries with who, what, object and address, and opens one with its diff', async () => {
    const rows = [
      auditRow(2, {
        code: 105,
        objectType: 'user',
        objectId: 30,
        changes: [{ field: 'name', before: 'Ana', after: 'Ana Lima' }],
      }),
      auditRow(1, { code: 101, actionType: 'login', userEmail: 'bia@x.test' }),
    ];
    const t = await open(() => ({ rows, more: false }));
    const list = await screen.findByRole('rowgroup', { name: 'Registros do log' });
    const first = await within(list).findByRole('row', { name: /Usuário editado/ });
    expect(first.textContent).toContain('Usuário #30');
    expect(first.textContent).toContain('10.0.0.5');
    expect(
      within(list).getByRole('row', { name: /Login \/ usuário criado/ }).textContent,
    ).toContain('bia@x.test');
    expect(t.auditLog).toHaveBeenCalledTimes(1);
    expect(t.auditLog.mock.calls[0]![0].scope).toEqual({ kind: 'server' });

    await userEvent.click(first);
    const detail = screen.getByRole('region', { name: 'Detalhes do registro' });
    const change = within(detail).getByRole('row', { name: /name/ });
    expect(change.textContent).toContain('Ana');
    expect(change.textContent).toContain('Ana Lima');
    expect(within(detail).getByText('Mozilla/5.0 Chromium')).toBeTruthy();
    await userEvent.click(within(detail).getByRole('button', { name: 'Fechar detalhes' }));
    expect(screen.getByRole('rowgroup', { name: 'Registros do log' })).toBeTruthy();
  });

  it('asks again for the chosen period and action, and for one user from ?user=', async () => {
    const t = await open(() => ({ rows: [auditRow(1)], more: false }), { path: '/logs?user=30' });
    await waitFor(() => expect(t.auditLog).toHaveBeenCalledTimes(1));
    const first = t.auditLog.mock.calls[0]![0];
    expect(first.scope).toEqual({ kind: 'user', id: 30 });
    expect(Date.now() - Date.parse(first.from!)).toBeGreaterThan(6.9 * 86_400_000);

    await userEvent.click(screen.getByRole('button', { name: 'Tudo' }));
    await waitFor(() => expect(t.auditLog).toHaveBeenCalledTimes(2));
    expect(t.auditLog.mock.calls[1]![0].from).toBeUndefined();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ação' }), '101');
    await waitFor(() => expect(t.auditLog).toHaveBeenCalledTimes(3));
    expect(t.auditLog.mock.calls[2]![0].codes).toEqual([101]);
  });

  it('reads the next page from the last row when the scroll nears the end', async () => {
    const t = await open((query) =>
      query.beforeId === undefined
        ? { rows: Array.from({ length: 12 }, (_, i) => auditRow(100 - i)), more: true }
        : { rows: [auditRow(50, { code: 302 })], more: false },
    );
    await waitFor(() => expect(t.auditLog).toHaveBeenCalledTimes(2));
    expect(t.auditLog.mock.calls[1]![0].beforeId).toBe(89);
    expect(await screen.findByRole('row', { name: /Dispositivo excluído/ })).toBeTruthy();
  });

  it('shows the load error with a retry', async () => {
    let fail = true;
    const t = await open(() => {
      if (fail) throw { type: 'http', code: 'SERVER_ERROR', message: 'boom', status: 500 };
      return { rows: [auditRow(1)], more: false };
    });
    expect((await screen.findByRole('alert')).textContent).toContain('boom');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('row', { name: /Dispositivo editado/ })).toBeTruthy();
    expect(t.auditLog).toHaveBeenCalledTimes(2);
  });

  it('is refused (by the route guard) without the paid edition or to a user who manages nobody', async () => {
    const t = await open(() => ({ rows: [], more: false }), { plus: false });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(t.auditLog).not.toHaveBeenCalled();
    t.unmount();
    const u = await open(() => ({ rows: [], more: false }), { viewer: account({ id: 5 }) });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(u.auditLog).not.toHaveBeenCalled();
  });
});

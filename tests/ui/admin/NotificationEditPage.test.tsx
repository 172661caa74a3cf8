import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@farol/model';
import { NotificationEditPage } from '../../../src/ui/notifications/NotificationEditPage';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';

const STORED: Notification = {
  id: 6,
  type: 'alarm',
  description: 'Pânico',
  always: true,
  calendarId: 0,
  commandId: 0,
  notificators: 'web,mail',
  attributes: { alarms: 'sos,powerCut', 'tarkan.sound': 'audio3' },
};
const refused = { type: 'http', code: 'X', message: 'SMTP not configured', status: 400 };

async function open(id: string, overrides: Parameters<typeof fakeCore>[0] = {}) {
  const fake = fakeCore({
    saveEntity: (async (input: { entity: Notification }) => ({ ...input.entity, id: 9 })) as never,
    notificationTypes: async () => ['alarm', 'ignitionOn', 'geofenceEnter'],
    notificators: async () => ['web', 'mail', 'telegram'],
    ...overrides,
  });
  fake.publish('entities.notification', { state: 'ready', error: null, items: [STORED] });
  fake.publish('entities.calendar', { state: 'ready', error: null, items: [] });
  fake.publish('entities.command', { state: 'ready', error: null, items: [] });
  const view = await renderWith(<NotificationEditPage params={{ id }} />, {
    core: fake.core,
    path: `/notifications/${id}`,
  });
  return { ...fake, ...view };
}

const saved = (t: { calls(method: 'saveEntity'): unknown[] }) =>
  (t.calls('saveEntity')[0] as { entity: Notification }).entity;
const checked = (name: string) => (screen.getByLabelText(name) as HTMLInputElement).checked;

describe('notification form', { timeout: 20_000 }, () => {
  it('shows a stored notification: channels, alarms, sound', async () => {
    await open('6');
    expect(checked('Web')).toBe(true);
    expect(checked('E-mail')).toBe(true);
    expect(checked('SOS')).toBe(true);
    expect(checked('Corte de energia')).toBe(true);
    expect(checked('Todos os dispositivos')).toBe(true);
    expect((screen.getByLabelText('Som') as HTMLSelectElement).value).toBe('audio3');
  });

  it('saves type, channels, colour, position, sound, pin and auto-add', async () => {
    const t = await open('new');
    await screen.findByRole('option', { name: 'Ignição ligada' });
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'ignitionOn');
    expect(screen.queryByLabelText('SOS')).toBeNull();
    await userEvent.click(await screen.findByLabelText('Telegram'));
    await userEvent.selectOptions(screen.getByLabelText('Cor'), 'soft-green');
    await userEvent.selectOptions(screen.getByLabelText('Posição'), 'top-left');
    await userEvent.selectOptions(screen.getByLabelText('Som'), 'mute');
    await userEvent.click(screen.getByLabelText('Fixar até ser fechado'));
    await userEvent.click(screen.getByLabelText('Adicionar a novos usuários'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.calls('saveEntity')).toHaveLength(1));
    expect(saved(t)).toMatchObject({
      type: 'ignitionOn',
      notificators: 'web,telegram',
      attributes: {
        'tarkan.color': 'soft-green',
        'tarkan.position': 'top-left',
        'tarkan.sound': 'mute',
        'tarkan.pin': true,
        'tarkan.autoadd': true,
      },
    });
  });

  it('a custom sound needs an mp3, wav or ogg URL; nothing is sent until then', async () => {
    const t = await open('6');
    await userEvent.selectOptions(screen.getByLabelText('Som'), 'custom');
    await userEvent.type(screen.getByLabelText('URL do som'), 'https://x.test/a.txt');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      screen.getByText('O som personalizado deve ser um arquivo mp3, wav ou ogg.'),
    ).toBeTruthy();
    expect(t.calls('saveEntity')).toEqual([]);
    await userEvent.clear(screen.getByLabelText('URL do som'));
    await userEvent.type(screen.getByLabelText('URL do som'), 'https://x.test/a.ogg');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.calls('saveEntity')).toHaveLength(1));
    expect(saved(t).attributes).toMatchObject({
      'tarkan.sound': 'custom',
      'tarkan.soundURL': 'https://x.test/a.ogg',
    });
  });

  it('unchecking every alarm watches them all (no alarms attribute)', async () => {
    const t = await open('6');
    await userEvent.click(screen.getByLabelText('SOS'));
    await userEvent.click(screen.getByLabelText('Corte de energia'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.calls('saveEntity')).toHaveLength(1));
    expect(saved(t).attributes).not.toHaveProperty('alarms');
  });

  it('"Enviar teste" sends one test per chosen channel and says so', async () => {
    const t = await open('6');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar teste' }));
    expect(await screen.findByText('Notificação de teste enviada.')).toBeTruthy();
    expect(t.calls('testNotification')).toEqual([{ notificator: 'web' }, { notificator: 'mail' }]);
  });

  it("a failed test shows the server's reason", async () => {
    await open('6', { testNotification: async () => Promise.reject(refused) });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar teste' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('O teste não foi enviado: SMTP not configured');
  });

  it('asks before deleting', async () => {
    await open('6');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(
      within(screen.getByRole('alertdialog')).getByText(/Excluir a notificação Alarme\?/),
    ).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Calendar } from '@farol/model';
import { CalendarEditPage } from '../../../src/ui/calendars/CalendarEditPage';
import { decodeBase64, encodeBase64 } from '../../../src/ui/calendars/schedule';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';

const NIGHTS = encodeBase64(
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:1',
    'DTSTART;TZID=Europe/Madrid:20250105T220000',
    'DTEND;TZID=Europe/Madrid:20250106T060000',
    'RRULE:FREQ=WEEKLY;BYDAY=SU,ST',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n'),
);
const STORED: Calendar = { id: 3, name: 'Noites', data: NIGHTS, attributes: {} };

async function open(id: string) {
  const fake = fakeCore({
    saveEntity: (async (input: { entity: Calendar }) => ({ ...input.entity, id: 8 })) as never,
  });
  fake.publish('entities.calendar', { state: 'ready', error: null, items: [STORED] });
  const view = await renderWith(<CalendarEditPage params={{ id }} />, {
    core: fake.core,
    path: `/calendars/${id}`,
  });
  return { ...fake, ...view };
}

const savedData = (t: { calls(method: 'saveEntity'): unknown[] }) =>
  decodeBase64((t.calls('saveEntity')[0] as { entity: Calendar }).entity.data);

describe('calendar form', () => {
  it('shows a stored schedule with the SPEC weekday codes (ST is Saturday)', async () => {
    await open('3');
    expect((screen.getByLabelText('Repetir') as HTMLSelectElement).value).toBe('weekly');
    const days = within(screen.getByRole('group', { name: 'Dias da semana' }));
    const pressed = days
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true')
      .map((button) => button.textContent);
    expect(pressed).toEqual(['SU', 'ST']);
    expect(screen.getByText('Fuso horário: Europe/Madrid')).toBeTruthy();
  });

  it('writes a weekly schedule with a count as iCalendar, Saturday stored as ST', async () => {
    const t = await open('new');
    await userEvent.type(screen.getByLabelText(/^Nome/), 'Turno');
    await userEvent.selectOptions(screen.getByLabelText('Repetir'), 'weekly');
    const days = within(screen.getByRole('group', { name: 'Dias da semana' }));
    await userEvent.click(days.getByRole('button', { name: 'MO' }));
    await userEvent.click(days.getByRole('button', { name: 'ST' }));
    await userEvent.selectOptions(screen.getByLabelText('Termina'), 'count');
    await userEvent.clear(screen.getByLabelText('Número de vezes'));
    await userEvent.type(screen.getByLabelText('Número de vezes'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.calls('saveEntity')).toHaveLength(1));
    const text = savedData(t);
    expect(text).toContain('SUMMARY:Turno');
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;(BYDAY=MO,ST;COUNT=5|COUNT=5;BYDAY=MO,ST)/);
    expect(t.location()).toBe('/calendars');
  });

  it('refuses an empty name and sends nothing', async () => {
    const t = await open('new');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('O nome do campo é obrigatório.')).toBeTruthy();
    expect(t.calls('saveEntity')).toEqual([]);
  });

  it('asks before deleting', async () => {
    const t = await open('3');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Excluir o calendário Noites?');
    expect(t.calls('deleteEntities')).toEqual([]);
  });
});

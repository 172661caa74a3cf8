import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Driver, Maintenance } from '@farol/model';
import { LinkedObjects } from '../../../src/ui/links/LinkedObjects';
import type { CoreApi, CoreError, LinkChange } from '../../../src/worker/types';
import { fakeCore } from '../../support/fakeCore';
import { giveListsHeight } from '../../support/listHeight';
import { renderWith } from '../../support/render';

giveListsHeight();

const driver = (id: number, name: string): Driver => ({
  id,
  name,
  uniqueId: `rfid-${id}`,
  attributes: {},
});
const DRIVERS = [driver(1, 'Rui'), driver(2, 'Ana'), driver(3, 'Bia')];
const OIL: Maintenance = {
  id: 9,
  name: 'Troca de óleo',
  type: 'totalDistance',
  start: 0,
  period: 10_000_000,
  attributes: {},
};

/** A device's links (drivers linked: Ana), the core answering `setLinks` with `answer`. */
async function open(setLinks?: CoreApi['setLinks']) {
  const fake = fakeCore({
    linkedIds: (async ({ kind }: { kind: string }) => (kind === 'driver' ? [2] : [])) as never,
    ...(setLinks && { setLinks }),
  });
  fake.publish('entities.driver', { state: 'ready', error: null, items: DRIVERS });
  fake.publish('entities.maintenance', { state: 'ready', error: null, items: [OIL] });
  await renderWith(
    <LinkedObjects owner={{ kind: 'device', id: 5 }} kinds={['driver', 'maintenance']} />,
    { core: fake.core },
  );
  return fake;
}

const box = (name: string) =>
  within(screen.getByTestId('links-driver')).getByRole('checkbox', { name }) as HTMLInputElement;

describe('LinkedObjects (SPEC §2 linking)', () => {
  it('lists the kind by name with what is linked checked, and links or unlinks on a check', async () => {
    const t = await open();
    await waitFor(() => expect(box('Ana').checked).toBe(true));
    expect(
      within(screen.getByTestId('links-driver'))
        .getAllByRole('checkbox')
        .map((input) => input.parentElement!.textContent),
    ).toEqual(['Ana', 'Bia', 'Rui']);
    expect(t.calls('linkedIds')).toEqual([{ owner: { kind: 'device', id: 5 }, kind: 'driver' }]);
    await userEvent.click(box('Rui'));
    await userEvent.click(box('Ana'));
    expect(t.calls('setLinks')).toEqual([
      { owner: { kind: 'device', ids: [5] }, property: { kind: 'driver', ids: [1] }, linked: true },
      {
        owner: { kind: 'device', ids: [5] },
        property: { kind: 'driver', ids: [2] },
        linked: false,
      },
    ] satisfies LinkChange[]);
    expect(box('Rui').checked).toBe(true);
    expect(box('Ana').checked).toBe(false);
  });

  it('a refused link is undone on screen and says why, in the SPEC §8 words', async () => {
    const refusal: CoreError = {
      type: 'http',
      code: 'WRITE_ACCESS_DENIED',
      message: 'Write access denied',
      status: 400,
    };
    await open(async () => {
      throw refusal;
    });
    await waitFor(() => expect(box('Ana').checked).toBe(true));
    await userEvent.click(box('Bia'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível alterar o vínculo: ACESSO NEGADO',
    );
    expect(box('Bia').checked).toBe(false);
  });

  it('each kind is a tab with its own list', async () => {
    const t = await open();
    await userEvent.click(screen.getByRole('tab', { name: 'Manutenções' }));
    const list = await screen.findByTestId('links-maintenance');
    await waitFor(() =>
      expect(within(list).getByRole('checkbox', { name: 'Troca de óleo' })).toBeTruthy(),
    );
    expect(t.calls('linkedIds')).toContainEqual({
      owner: { kind: 'device', id: 5 },
      kind: 'maintenance',
    });
  });
});

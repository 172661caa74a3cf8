import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GroupForm } from '@farol/model';
import { EntityForm } from '../../../src/ui/forms/EntityForm';
import { FormField } from '../../../src/ui/forms/FormField';
import { useEntityForm } from '../../../src/ui/forms/useEntityForm';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';

type Group = { id: number; name: string; groupId: number; attributes: Record<string, unknown> };

/** A form whose screen has not moved on yet after a save (the moment before it remounts). */
function StayingForm({ saves }: { saves: Group[] }) {
  const form = useEntityForm<Group>({
    schema: GroupForm as never,
    initial: { id: 2, name: 'Sul', groupId: 0, attributes: {} },
    async save(values) {
      saves.push(values);
      return values;
    },
  });
  return (
    <EntityForm form={form} onCancel={() => {}}>
      <FormField name="name" label="Nome" />
    </EntityForm>
  );
}

describe('the edit-form pattern', () => {
  it('keeps the fields locked once saved until the screen moves on, so no edit is dropped', async () => {
    const saves: Group[] = [];
    await renderWith(<StayingForm saves={saves} />, { core: fakeCore().core });
    const name = screen.getByLabelText(/^Nome/) as HTMLInputElement;
    await userEvent.type(name, ' Oeste');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    // The machine has finished: an edit here would be ignored, so the field takes none.
    await waitFor(() => expect(name.disabled).toBe(true));
    expect(name.closest('fieldset')?.disabled).toBe(true);
  });
});

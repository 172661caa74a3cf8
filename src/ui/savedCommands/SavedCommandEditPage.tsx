import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  COMMAND_ACTIONS,
  CommandForm as CommandSchema,
  type Command,
  type CommandForm as CommandValues,
} from '@farol/model';
import { useCore } from '../core/CoreContext';
import { AttributeField, AttributeSelect } from '../forms/AttributeField';
import { EditTargetPanel } from '../forms/EditTargetPanel';
import { EntityForm, FormSection } from '../forms/EntityForm';
import { entityActions } from '../forms/entityActions';
import { FormField, SelectField } from '../forms/FormField';
import { useEditTarget, useLoadEntities } from '../forms/useEditTarget';
import { useEntityForm } from '../forms/useEntityForm';
import { parametersOf } from './commandParameters';

const BLANK: Command = {
  id: 0,
  description: '',
  type: 'custom',
  textChannel: false,
  deviceId: 0,
  attributes: {},
};

/** `/commands/new` and `/commands/{id}`: a titled command of any type the server knows. */
export function SavedCommandEditPage({ params }: { params: { id: string } }) {
  const { t } = useTranslation();
  useLoadEntities('command');
  const target = useEditTarget('command', params.id, BLANK);
  return (
    <EditTargetPanel
      target={target}
      title={params.id === 'new' ? t('savedCommands.create') : t('savedCommands.edit')}
      back="/commands"
    >
      {(command) => <CommandEditor key={command.id} command={command} />}
    </EditTargetPanel>
  );
}

function CommandEditor({ command }: { command: Command }) {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  // Every type the server knows (GET /api/commands/types), SPEC §9's first.
  const [types, setTypes] = useState<string[]>([...COMMAND_ACTIONS]);
  useEffect(() => {
    core.commandTypes().then(
      (known) => setTypes([...new Set([...COMMAND_ACTIONS, ...known])]),
      () => undefined,
    );
  }, [core]);
  const back = () => navigate('/commands');
  const form = useEntityForm<CommandValues>({
    schema: CommandSchema,
    initial: { ...command, description: command.description ?? '' },
    ...entityActions(core, 'command'),
    onSaved: back,
    onRemoved: back,
  });
  const type = form.values.type;
  const options = (types.includes(type) ? types : [type, ...types]).map((value) => ({
    value,
    label: t(`commands.types.${value}`, { defaultValue: value }),
  }));
  return (
    <EntityForm
      form={form}
      onCancel={back}
      deleteQuestion={t('savedCommands.deleteOne', { name: command.description ?? command.type })}
    >
      <FormField name="description" label={t('savedCommands.fields.description')} autoFocus />
      <SelectField name="type" label={t('savedCommands.fields.type')} options={options} />
      <FormSection title={t('savedCommands.parameters')}>
        {parametersOf(type).map(([key, kind]) => (
          <AttributeField
            key={`${type}-${key}`}
            attribute={key}
            kind={kind}
            label={t(`savedCommands.keys.${key}`, { defaultValue: key })}
          />
        ))}
        <AttributeField
          attribute="noQueue"
          kind="boolean"
          label={t('savedCommands.keys.noQueue')}
        />
        <FormField name="textChannel" label={t('savedCommands.fields.textChannel')} />
      </FormSection>
      <AttributeSelect
        attribute="tarkan.changeNative"
        label={t('savedCommands.changeNative')}
        hint={t('savedCommands.changeNativeHint')}
        options={[
          { value: '', label: t('form.none') },
          { value: 'engineStop', label: t('commands.types.engineStop') },
          { value: 'engineResume', label: t('commands.types.engineResume') },
        ]}
      />
    </EntityForm>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { GroupForm as GroupSchema, type Group } from '@farol/model';
import { useCore } from '../core/CoreContext';
import { useEntities } from '../core/hooks';
import { AttributesField } from '../forms/AttributesField';
import { EntityForm } from '../forms/EntityForm';
import { EditTargetPanel } from '../forms/EditTargetPanel';
import { entityActions } from '../forms/entityActions';
import { FormField, SelectField } from '../forms/FormField';
import { useEditTarget, useLoadEntities } from '../forms/useEditTarget';
import { useEntityForm } from '../forms/useEntityForm';
import { LINKED } from '../devices/edit/DeviceEditor';
import { LinkedObjects } from '../links/LinkedObjects';
import { parentChoices } from './groupTree';

const BLANK: Group = { id: 0, name: '', groupId: 0, attributes: {} };

/** `/groups/new` and `/groups/{id}`: a group's name, parent (never its own descendant) and attributes. */
export function GroupEditPage({ params }: { params: { id: string } }) {
  const { t } = useTranslation();
  useLoadEntities('group');
  const target = useEditTarget('group', params.id, BLANK);
  const title = params.id === 'new' ? t('groups.create') : t('groups.edit');
  return (
    <EditTargetPanel target={target} title={title} back="/groups">
      {(group) => <GroupEditor key={group.id} group={group} />}
    </EditTargetPanel>
  );
}

function GroupEditor({ group }: { group: Group }) {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const groups = useEntities('group')?.items ?? [];
  const back = () => navigate('/groups');
  const form = useEntityForm({
    schema: GroupSchema,
    initial: group,
    ...entityActions(core, 'group'),
    onSaved: back,
    onRemoved: back,
  });
  const parents = parentChoices(groups, group.id)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((parent) => ({ value: parent.id, label: parent.name }));
  return (
    <EntityForm
      form={form}
      onCancel={back}
      deleteQuestion={t('groups.deleteOne', { name: group.name })}
    >
      <FormField name="name" label={t('groups.fields.name')} autoFocus />
      <SelectField
        name="groupId"
        label={t('groups.fields.parent')}
        options={[{ value: 0, label: t('form.none') }, ...parents]}
      />
      <AttributesField />
      {group.id > 0 && <LinkedObjects owner={{ kind: 'group', id: group.id }} kinds={LINKED} />}
    </EntityForm>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  NotificationForm as NotificationSchema,
  NOTIFICATION_TYPES,
  NOTIFICATORS,
  VOCABULARY_NAMESPACE,
  type Notification,
  type NotificationForm as NotificationValues,
} from '@farol/model';
import { useCore } from '../core/CoreContext';
import { useEntities } from '../core/hooks';
import { EditTargetPanel } from '../forms/EditTargetPanel';
import { EntityForm, FormSection } from '../forms/EntityForm';
import { entityActions } from '../forms/entityActions';
import { FormField, SelectField } from '../forms/FormField';
import { useEditTarget, useLoadEntities } from '../forms/useEditTarget';
import { useEntityForm } from '../forms/useEntityForm';
import { AlarmsField } from './AlarmsField';
import { CheckList } from './CheckList';
import { NotificationStyleFields } from './NotificationStyleFields';
import { splitList, toggleItem } from './notificationLists';
import { TestNotificationButton } from './TestNotificationButton';
import { useServerList } from './useServerList';

const BLANK: Notification = {
  id: 0,
  type: 'alarm',
  description: null,
  always: false,
  calendarId: 0,
  commandId: 0,
  notificators: 'web',
  attributes: {},
};

/** `/notifications/new` and `/notifications/{id}` (SPEC §3 "Notification"). */
export function NotificationEditPage({ params }: { params: { id: string } }) {
  const { t } = useTranslation();
  useLoadEntities('notification');
  useLoadEntities('calendar');
  useLoadEntities('command');
  const target = useEditTarget('notification', params.id, BLANK);
  return (
    <EditTargetPanel
      target={target}
      title={params.id === 'new' ? t('notifications.create') : t('notifications.edit')}
      back="/notifications"
    >
      {(notification) => <NotificationEditor key={notification.id} notification={notification} />}
    </EditTargetPanel>
  );
}

function NotificationEditor({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const types = useServerList(() => core.notificationTypes(), NOTIFICATION_TYPES);
  const channels = useServerList(() => core.notificators(), NOTIFICATORS);
  const calendars = useEntities('calendar')?.items ?? [];
  const commands = useEntities('command')?.items ?? [];
  const back = () => navigate('/notifications');
  const form = useEntityForm<NotificationValues>({
    schema: NotificationSchema,
    initial: notification as NotificationValues,
    ...entityActions(core, 'notification'),
    onSaved: back,
    onRemoved: back,
  });
  const chosen = splitList(form.values.notificators);
  const typeLabel = (type: string) =>
    t(`${VOCABULARY_NAMESPACE}:events.${type}`, { defaultValue: type });
  return (
    <EntityForm
      form={form}
      onCancel={back}
      deleteQuestion={t('notifications.deleteOne', { name: typeLabel(notification.type) })}
      extraActions={<TestNotificationButton channels={chosen} />}
    >
      <SelectField
        name="type"
        label={t('notifications.fields.type')}
        options={types.map((type) => ({ value: type, label: typeLabel(type) }))}
      />
      <FormField name="description" label={t('notifications.fields.description')} />
      {form.values.type === 'alarm' && <AlarmsField />}
      <CheckList
        label={t('notifications.fields.channels')}
        options={channels.map((value) => ({
          value,
          label: t(`notifications.channels.${value}`, { defaultValue: value }),
        }))}
        checked={chosen}
        disabled={form.busy}
        onChange={(value, on) =>
          form.set('notificators', toggleItem(chosen, value, on, channels).join(','))
        }
      />
      {chosen.includes('command') && (
        <SelectField
          name="commandId"
          label={t('notifications.fields.command')}
          options={[
            { value: 0, label: t('form.none') },
            ...commands.map((command) => ({
              value: command.id,
              label: command.description ?? command.type,
            })),
          ]}
        />
      )}
      <FormSection title={t('notifications.scope')}>
        <FormField
          name="always"
          label={t('notifications.fields.always')}
          hint={t('notifications.alwaysHint')}
        />
        <SelectField
          name="calendarId"
          label={t('notifications.fields.calendar')}
          options={[
            { value: 0, label: t('form.none') },
            ...calendars.map((calendar) => ({ value: calendar.id, label: calendar.name })),
          ]}
        />
      </FormSection>
      <NotificationStyleFields />
    </EntityForm>
  );
}

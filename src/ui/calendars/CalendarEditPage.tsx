import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  CalendarForm as CalendarSchema,
  type Calendar,
  type CalendarForm as CalendarValues,
} from '@farol/model';
import { useCore } from '../core/CoreContext';
import { AttributesField } from '../forms/AttributesField';
import { EditTargetPanel } from '../forms/EditTargetPanel';
import { EntityForm } from '../forms/EntityForm';
import { entityActions } from '../forms/entityActions';
import { FormField } from '../forms/FormField';
import { useEditTarget, useLoadEntities } from '../forms/useEditTarget';
import { useEntityForm } from '../forms/useEntityForm';
import { defaultSchedule, writeSchedule } from './schedule';
import { browserZone, ScheduleEditor } from './ScheduleEditor';

/** `/calendars/new` and `/calendars/{id}`: a name and a schedule stored as iCalendar. */
export function CalendarEditPage({ params }: { params: { id: string } }) {
  const { t } = useTranslation();
  useLoadEntities('calendar');
  const blank = useMemo<Calendar>(
    () => ({
      id: 0,
      name: '',
      data: writeSchedule(defaultSchedule(browserZone()), ''),
      attributes: {},
    }),
    [],
  );
  const target = useEditTarget('calendar', params.id, blank);
  return (
    <EditTargetPanel
      target={target}
      title={params.id === 'new' ? t('calendars.create') : t('calendars.edit')}
      back="/calendars"
    >
      {(calendar) => <CalendarEditor key={calendar.id} calendar={calendar} />}
    </EditTargetPanel>
  );
}

function CalendarEditor({ calendar }: { calendar: Calendar }) {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const back = () => navigate('/calendars');
  const form = useEntityForm<CalendarValues>({
    schema: CalendarSchema,
    initial: calendar,
    ...entityActions(core, 'calendar'),
    onSaved: back,
    onRemoved: back,
  });
  return (
    <EntityForm
      form={form}
      onCancel={back}
      deleteQuestion={t('calendars.deleteOne', { name: calendar.name })}
    >
      <FormField name="name" label={t('calendars.fields.name')} autoFocus />
      <ScheduleEditor />
      <AttributesField />
    </EntityForm>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_FREQUENCIES } from '@farol/model';
import controls from '../common/controls.module.css';
import { FormRow, FormSection } from '../forms/EntityForm';
import { useField, useForm } from '../forms/FormContext';
import formStyles from '../forms/Form.module.css';
import { defaultSchedule, readSchedule, WEEKDAYS, writeSchedule, type Schedule } from './schedule';
import styles from './Calendars.module.css';

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The calendar's schedule (SPEC §3): start and end, repeat, weekdays (SPEC codes SU…FR, ST),
 * and when the repetition ends; every change rewrites the form's `data` as iCalendar.
 */
export function ScheduleEditor() {
  const { t } = useTranslation();
  const form = useForm<{ id: number; name: string; data: string }>();
  const data = useField<string>('data');
  const [schedule, setSchedule] = useState(() =>
    readSchedule(data.value, defaultSchedule(browserZone())),
  );
  const change = (patch: Partial<Schedule>) => {
    const next = { ...schedule, ...patch };
    setSchedule(next);
    data.set(writeSchedule(next, form.values.name));
  };
  const input = (key: 'start' | 'end', label: string) => (
    <label className={formStyles.field}>
      <span className={formStyles.label}>{label}</span>
      <input
        className={formStyles.input}
        type="datetime-local"
        value={schedule[key]}
        onChange={(event) => event.target.value && change({ [key]: event.target.value })}
      />
    </label>
  );
  return (
    <FormSection title={t('calendars.schedule')}>
      <FormRow>
        {input('start', t('calendars.start'))}
        {input('end', t('calendars.end'))}
      </FormRow>
      <span className={formStyles.hint}>{t('calendars.zone', { zone: schedule.zone })}</span>
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('calendars.repeat')}</span>
        <select
          className={formStyles.input}
          value={schedule.frequency}
          onChange={(event) => change({ frequency: event.target.value as Schedule['frequency'] })}
        >
          {(['none', ...CALENDAR_FREQUENCIES] as const).map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`calendars.frequencies.${frequency}`)}
            </option>
          ))}
        </select>
      </label>
      {schedule.frequency === 'weekly' && (
        <div className={styles.days} role="group" aria-label={t('calendars.weekdays')}>
          {WEEKDAYS.map((day) => {
            const on = schedule.weekdays.includes(day);
            return (
              <button
                key={day}
                type="button"
                className={controls.chip}
                aria-pressed={on}
                title={t(`calendars.days.${day}`)}
                onClick={() =>
                  change({
                    weekdays: on
                      ? schedule.weekdays.filter((other) => other !== day)
                      : [...schedule.weekdays, day],
                  })
                }
              >
                {day}
              </button>
            );
          })}
        </div>
      )}
      {schedule.frequency !== 'none' && (
        <FormRow>
          <label className={formStyles.field}>
            <span className={formStyles.label}>{t('calendars.ends')}</span>
            <select
              className={formStyles.input}
              value={schedule.ends}
              onChange={(event) => change({ ends: event.target.value as Schedule['ends'] })}
            >
              {(['never', 'count', 'until'] as const).map((ends) => (
                <option key={ends} value={ends}>
                  {t(`calendars.endings.${ends}`)}
                </option>
              ))}
            </select>
          </label>
          {schedule.ends === 'count' && (
            <label className={formStyles.field}>
              <span className={formStyles.label}>{t('calendars.count')}</span>
              <input
                className={formStyles.input}
                type="number"
                min={1}
                step={1}
                // Uncontrolled, so the number can be cleared and retyped; only whole counts ≥ 1
                // reach the schedule.
                defaultValue={schedule.count}
                onChange={(event) => {
                  const count = Number(event.target.value);
                  if (Number.isInteger(count) && count >= 1) change({ count });
                }}
              />
            </label>
          )}
          {schedule.ends === 'until' && (
            <label className={formStyles.field}>
              <span className={formStyles.label}>{t('calendars.until')}</span>
              <input
                className={formStyles.input}
                type="date"
                value={schedule.until}
                onChange={(event) => event.target.value && change({ until: event.target.value })}
              />
            </label>
          )}
        </FormRow>
      )}
    </FormSection>
  );
}

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerItem, ReportKind, ReportProgress, ReportRequest } from '../../worker/types';
import { useCore } from '../core/CoreContext';
import { formatNumber } from '../format/formatNumber';
import controls from '../common/controls.module.css';
import { EntityPicker } from './EntityPicker';
import { EventTypePicker } from './EventTypePicker';
import { localInput, periodOf } from './period';
import { PeriodPicker, type PeriodChoice } from './PeriodPicker';
import { PICKER_LIMIT } from './EntityPicker';
import styles from './ReportForm.module.css';

/** The size of received data, in KB or MB. */
function sizeOf(bytes: number, language: string): string {
  return bytes < 1_048_576
    ? `${formatNumber(bytes / 1024, language, 0)} KB`
    : `${formatNumber(bytes / 1_048_576, language, 1)} MB`;
}

/**
 * A report's form (SPEC §2): devices and groups, the period, the kind's options, Load — which
 * becomes Cancel with the progress while the report loads. The form keeps its input whatever
 * the outcome. `initial` fills it again (the run on screen, or a recent one).
 */
export function ReportForm({
  kind,
  initial,
  loading,
  progress,
  zone,
  now,
  maxDevices,
  onLoad,
  onCancel,
}: {
  kind: ReportKind;
  initial: ReportRequest | null;
  loading: boolean;
  progress: ReportProgress | null;
  zone: string;
  /** The clock presets are computed at (injected for tests). */
  now(): number;
  maxDevices?: number;
  onLoad(request: ReportRequest): void;
  onCancel(): void;
}) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const [devices, setDevices] = useState<PickerItem[]>([]);
  const [groups, setGroups] = useState<PickerItem[]>([]);
  const [period, setPeriod] = useState<PeriodChoice>(() => ({
    preset: 'today',
    from: localInput(now() - 86_400_000, zone),
    to: localInput(now(), zone),
  }));
  const [daily, setDaily] = useState(false);
  const [eventTypes, setEventTypes] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!initial) return;
    let current = true;
    void core
      .pickerNames({ deviceIds: initial.deviceIds, groupIds: initial.groupIds })
      .then((names) => {
        if (!current) return;
        setDevices(names.devices);
        setGroups(names.groups);
      });
    setPeriod({
      preset: 'custom',
      from: localInput(initial.from, zone),
      to: localInput(initial.to, zone),
    });
    setDaily(Boolean(initial.daily));
    setEventTypes(initial.eventTypes ?? []);
    return () => {
      current = false;
    };
  }, [initial, core, zone]);

  const searchDevices = useCallback(
    (text: string) => core.searchDevices({ text, limit: PICKER_LIMIT }),
    [core],
  );
  const searchGroups = useCallback(
    (text: string) => core.searchGroups({ text, limit: PICKER_LIMIT }),
    [core],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (devices.length === 0 && groups.length === 0) {
      setProblem(t('reports.form.needDevice'));
      return;
    }
    const bounds = periodOf(period.preset, now(), zone, period);
    if (!bounds) {
      setProblem(t('reports.form.badPeriod'));
      return;
    }
    setProblem(null);
    onLoad({
      kind,
      deviceIds: devices.map((item) => item.id),
      groupIds: groups.map((item) => item.id),
      ...bounds,
      ...(kind === 'summary' ? { daily } : {}),
      ...(kind === 'events' ? { eventTypes } : {}),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t(`reports.kinds.${kind}`)}>
      <EntityPicker
        label={t('reports.form.devices')}
        placeholder={t('reports.form.searchDevices')}
        selected={devices}
        max={maxDevices}
        search={searchDevices}
        onChange={setDevices}
      />
      {maxDevices === undefined && (
        <EntityPicker
          label={t('reports.form.groups')}
          placeholder={t('reports.form.searchGroups')}
          selected={groups}
          search={searchGroups}
          onChange={setGroups}
        />
      )}
      <PeriodPicker value={period} zone={zone} onChange={setPeriod} />
      {kind === 'events' && <EventTypePicker value={eventTypes} onChange={setEventTypes} />}
      {kind === 'summary' && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={daily}
            onChange={(event) => setDaily(event.target.checked)}
          />
          {t('reports.form.daily')}
        </label>
      )}
      {problem && (
        <p className={controls.alert} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        {loading ? (
          <>
            <button
              type="button"
              className={`${controls.button} ${controls.ghost}`}
              onClick={onCancel}
            >
              {t('reports.form.cancel')}
            </button>
            <span className={styles.progress} role="status" aria-live="polite">
              <span className={styles.spinner} aria-hidden />
              {progress && progress.bytes > 0
                ? t('reports.form.progress', {
                    items: formatNumber(progress.items, i18n.language),
                    size: sizeOf(progress.bytes, i18n.language),
                  })
                : t('reports.form.loading')}
            </span>
          </>
        ) : (
          <button type="submit" className={controls.button}>
            {t('reports.form.load')}
          </button>
        )}
      </div>
    </form>
  );
}

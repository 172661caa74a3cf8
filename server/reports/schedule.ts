import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ScheduledTask } from '../cluster/scheduler';
import type {
  DeviceRecord,
  ScheduledReportRecord,
  ServerRecord,
  Storage,
  UserRecord,
} from '../storage';
import { periodsEnding, type CalendarPeriod } from '../services/calendarPeriods';
import { reportRun, reportSettings, type ReportDeps, type ReportRun } from './context';
import { REPORTS } from './definitions';
import { reportMail, type Mailer } from './export/mail';
import type { ExportSource } from './export/source';
import { writeXlsx } from './export/xlsx';
import { preferencesOf } from '../locale/preferences';

/** How often nodes look for calendar periods that have ended. */
export const SCHEDULE_CHECK_MS = 60_000;
/** Periods that ended this long ago are still run (a node was down, a tick was late). */
export const SCHEDULE_LOOKBACK_MS = 15 * 60_000;

/** What the scheduled reports need from the server. */
export interface ScheduleDeps {
  storage: Storage;
  report: ReportDeps;
  mailer: Mailer;
  server(): ServerRecord;
  /**
   * The devices of a report for `user`: the linked devices and groups' devices the user sees
   * (every device they see when none are linked); null when the user sees none of those linked.
   */
  devicesFor(
    user: UserRecord,
    deviceIds: number[],
    groupIds: number[],
  ): Promise<DeviceRecord[] | null>;
  /** Whether `user` sees a geofence or maintenance an event names. */
  canSee(user: UserRecord): ReportRun['canSee'];
  now(): number;
}

async function xlsxOf(source: ExportSource): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await Promise.all([writeXlsx(source, output), finished(output)]);
  return Buffer.concat(chunks);
}

const isActive = (user: UserRecord, now: number) =>
  !user.disabled && (user.expirationTime === null || user.expirationTime > now);

/**
 * Scheduled reports (Traccar's TaskReports): every minute, each report whose calendar has a
 * period that just ended is run over that period for each user linked to it, with that user's
 * rights, language and units, and mailed to them as a spreadsheet. A period is claimed in the
 * database before it runs, so it runs once across a cluster whichever node sees it first.
 */
export class ScheduledReports implements ScheduledTask {
  readonly name = 'scheduledReports';

  constructor(
    private readonly deps: ScheduleDeps,
    readonly periodMs = SCHEDULE_CHECK_MS,
  ) {}

  /** Runs the periods that ended since the look-back; returns how many were run here. */
  async run(): Promise<number> {
    const { storage } = this.deps;
    const now = this.deps.now();
    let ran = 0;
    for (const report of await storage.scheduledReports.list()) {
      if (!(report.type in REPORTS) || report.calendarId <= 0) continue;
      const calendar = await storage.calendars.get(report.calendarId);
      if (!calendar) continue;
      for (const period of periodsEnding(calendar.data, now - SCHEDULE_LOOKBACK_MS, now)) {
        if (!(await storage.scheduledReports.claimRun(report.id, period.start, period.end, now))) {
          continue;
        }
        ran++;
        const outcome = await this.execute(report, period).catch((failure: unknown) => ({
          sent: 0,
          failures: [(failure as Error).message],
        }));
        const error = outcome.failures.length ? outcome.failures.join('; ') : null;
        if (error) console.error(`Scheduled report ${report.id} failed: ${error}`);
        await storage.scheduledReports.finishRun(report.id, period.end, outcome.sent, error);
      }
    }
    return ran;
  }

  /** Runs one period for every linked user: how many were mailed, and what failed. */
  private async execute(
    report: ScheduledReportRecord,
    period: CalendarPeriod,
  ): Promise<{ sent: number; failures: string[] }> {
    const { storage, mailer } = this.deps;
    if (!mailer.configured) throw new Error('Mail not configured: set mail.smtp.host');
    const { periodLimit } = reportSettings(this.deps.report.settings);
    if (periodLimit > 0 && period.end - period.start > periodLimit) {
      throw new Error('Time period exceeds the limit');
    }
    const linked = async (kind: string) =>
      (await storage.links.find(kind, 'report', undefined, report.id)).map((l) => l.ownerId);
    const [userIds, deviceIds, groupIds] = await Promise.all(
      ['user', 'device', 'group'].map(linked),
    );
    const server = this.deps.server();
    let sent = 0;
    const failures: string[] = [];
    for (const userId of userIds) {
      const user = await storage.users.get(userId);
      if (!user || !isActive(user, this.deps.now()) || !user.email.includes('@')) continue;
      if (!user.administrator && (server.disableReports || user.disableReports)) continue;
      const devices = await this.deps.devicesFor(user, deviceIds, groupIds);
      if (!devices) continue;
      const prefs = preferencesOf(user, server);
      const types = typeof report.attributes.types === 'string' ? report.attributes.types : '';
      const run = reportRun(
        this.deps.report,
        {
          from: period.start,
          to: period.end,
          daily: report.attributes.daily === true,
          timezone: prefs.timezone,
          types: types ? types.split(',') : [],
          alarms: new Set(),
          geofenceIds: [],
        },
        this.deps.canSee(user),
        user.attributes,
      );
      const source = { report: REPORTS[report.type as keyof typeof REPORTS], run, devices, prefs };
      try {
        await mailer.sendMail(reportMail(source, user.email, await xlsxOf(source)));
        sent++;
      } catch (failure) {
        failures.push(`${user.email}: ${(failure as Error).message}`);
      }
    }
    return { sent, failures };
  }
}

import type { Kysely } from 'kysely';
import { guard } from './database';
import { EntityRepository } from './entityRepository';
import type { Attrs } from './records';
import type { Database } from './schema';

/** A scheduled report (Traccar's Report): a report type run for each period of a calendar. */
export interface ScheduledReportRecord {
  id: number;
  /** route, events, summary, trips or stops. */
  type: string;
  description: string | null;
  /** The calendar whose periods the report covers; 0 = never runs. */
  calendarId: number;
  /** `daily` (summary), `types` (events, comma-separated)… */
  attributes: Attrs;
}

/** The outcome of one scheduled run. */
export interface ReportRunRecord {
  reportId: number;
  periodStart: number;
  periodEnd: number;
  ranAt: number;
  /** Users the file was mailed to. */
  recipients: number;
  error: string | null;
}

/**
 * Scheduled reports (`/api/reports` CRUD) and their runs. A run is claimed by inserting its
 * (report, period end) row: the primary key lets one node win, so each period runs once across
 * a cluster, whatever the nodes' clocks and leases do.
 */
export class ScheduledReportRepository extends EntityRepository<ScheduledReportRecord> {
  constructor(db: Kysely<Database>) {
    super(db, {
      table: 'reports',
      kind: 'report',
      booleans: [],
      hasAttributes: true,
      order: 'description',
    });
  }

  private get typed(): Kysely<Database> {
    return this.db as unknown as Kysely<Database>;
  }

  /** Claims the run of `reportId` for the period ending at `periodEnd`; false if taken. */
  async claimRun(reportId: number, periodStart: number, periodEnd: number, now: number) {
    return guard(async () => {
      const result = await this.typed
        .insertInto('reportRuns')
        .values({ reportId, periodStart, periodEnd, ranAt: now, recipients: 0, error: null })
        .onConflict((oc) => oc.columns(['reportId', 'periodEnd']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    });
  }

  /** Records how a claimed run went. */
  async finishRun(reportId: number, periodEnd: number, recipients: number, error: string | null) {
    await guard(() =>
      this.typed
        .updateTable('reportRuns')
        .set({ recipients, error })
        .where('reportId', '=', reportId)
        .where('periodEnd', '=', periodEnd)
        .execute(),
    );
  }

  /** The latest runs of a report, newest first. */
  async runs(reportId: number, limit: number): Promise<ReportRunRecord[]> {
    const rows = await this.typed
      .selectFrom('reportRuns')
      .selectAll()
      .where('reportId', '=', reportId)
      .orderBy('periodEnd', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...row,
      reportId: Number(row.reportId),
      periodStart: Number(row.periodStart),
      periodEnd: Number(row.periodEnd),
      ranAt: Number(row.ranAt),
      recipients: Number(row.recipients),
    }));
  }
}

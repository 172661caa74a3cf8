import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { Id, ScheduledReport } from '@farol/model';
import type { AppContext } from '../context';
import { ScheduledReports } from '../reports/schedule';
import type { ScheduledReportRecord, UserRecord } from '../storage';
import { requireUser } from './auth';
import { crudRoutes } from './crud';
import { objectVisibility, reportDevices, reportDeps } from './reportsRequest';

const ReportAttributes = z.looseObject({
  daily: z.boolean().optional(),
  types: z
    .string()
    .regex(/^\w+(,\w+)*$/, 'a comma-separated list of event types')
    .optional(),
});

/** Body of `POST`/`PUT /api/reports`: a report type, a calendar and what to run it with. */
const ScheduledReportInput = ScheduledReport.extend({
  id: Id.optional(),
  calendarId: Id.refine((id) => id > 0, 'a calendar is required'),
  description: z.string().trim().max(4096).nullable().default(null),
  attributes: ReportAttributes.default({}),
});
type ScheduledReportInput = z.infer<typeof ScheduledReportInput>;

/** Traccar's Report JSON, in getter order. */
const scheduledReportJson = (report: ScheduledReportRecord) => ({
  id: report.id,
  attributes: report.attributes,
  calendarId: report.calendarId,
  type: report.type,
  description: report.description,
});

/**
 * `/api/reports` (Traccar's ReportResource CRUD): scheduled reports, linked to their creator,
 * and through `/api/permissions` (`reportId`) to devices, groups and other users. Each call
 * needs an account allowed reports (`disableReports`); the calendar must be one the caller sees.
 * `server/services/scheduledReports.ts` runs them.
 */
export function scheduledReportsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('preHandler', async (request) => {
      const user = await requireUser(ctx, request);
      ctx.permissions.checkReport(user, 'scheduled');
    });
    await app.register(
      crudRoutes(ctx, {
        path: '/api/reports',
        repository: ctx.storage.scheduledReports,
        input: ScheduledReportInput,
        extended: false,
        fields: (input: ScheduledReportInput) => ({
          type: input.type,
          description: input.description,
          calendarId: input.calendarId,
          attributes: input.attributes,
        }),
        json: scheduledReportJson,
        searchable: (report) => [report.description],
      }),
    );
  };
}

/** The scheduled-report task of this server, with each linked user's rights (see schedule.ts). */
export function scheduledReportTask(ctx: AppContext, periodMs?: number): ScheduledReports {
  const visible = async (user: UserRecord, kind: string, ids: number[]) => {
    const seen: number[] = [];
    for (const id of ids) {
      if (user.administrator || (await ctx.visibility.canSee(user.id, kind, id))) seen.push(id);
    }
    return seen;
  };
  return new ScheduledReports(
    {
      storage: ctx.storage,
      report: reportDeps(ctx),
      mailer: ctx.events.notificators.mail,
      server: () => ctx.settings.current,
      async devicesFor(user, deviceIds, groupIds) {
        const devices = await visible(user, 'device', deviceIds);
        const groups = await visible(user, 'group', groupIds);
        if (deviceIds.length + groupIds.length > 0 && devices.length + groups.length === 0) {
          return null;
        }
        return reportDevices(ctx, user, {
          deviceId: devices,
          groupId: groups,
        });
      },
      canSee: (user) => objectVisibility(ctx, user),
      now: Date.now,
    },
    periodMs,
  );
}

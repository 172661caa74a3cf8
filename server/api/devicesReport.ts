import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyPluginAsync } from 'fastify';
import { XLSX_MEDIA_TYPE } from '@farol/model';
import type { AppContext } from '../context';
import { FarolError, IllegalArgumentError } from '../errors';
import { writeDevicesXlsx, type DeviceRow } from '../reports/export/devicesFile';
import { dateText } from '../locale/format';
import { preferencesOf } from '../locale/preferences';
import { translate } from '../locale/texts';
import type { UserRecord } from '../storage';
import { requireUser } from './auth';

const FILE_NAME = 'devices.xlsx';

/**
 * `GET /api/reports/devices/{xlsx|mail}` (Traccar's devices report): the devices the caller
 * sees, each with its group and latest position, as a spreadsheet to download or e-mailed to
 * the caller (204). Needs an account allowed reports.
 */
export function devicesReportRoutes(ctx: AppContext): FastifyPluginAsync {
  async function rows(user: UserRecord): Promise<DeviceRow[]> {
    const ids = await ctx.visibility.objectIdsOf(user.id, 'device');
    const groups = ctx.events.catalog.current.groups;
    const result: DeviceRow[] = [];
    for (const id of ids) {
      const device = ctx.registry.get(id);
      if (!device) continue;
      const latest = ctx.registry.latest(id);
      const groupName = device.groupId > 0 ? (groups.get(device.groupId)?.name ?? null) : null;
      result.push({ device, groupName, latest });
    }
    await ctx.geocoder.fillFromCache(result.flatMap((row) => (row.latest ? [row.latest] : [])));
    return result.sort((a, b) => a.device.name.localeCompare(b.device.name));
  }

  return async (app) => {
    app.get('/api/reports/devices/:type', async (request, reply) => {
      const user = await requireUser(ctx, request);
      ctx.permissions.checkReport(user, 'devices');
      const { type } = request.params as { type: string };
      if (type !== 'xlsx' && type !== 'mail') {
        throw new IllegalArgumentError(`Unsupported report format: ${type} (xlsx or mail)`);
      }
      const prefs = preferencesOf(user, ctx.settings.current);
      const now = Date.now();
      const output = new PassThrough();
      if (type === 'xlsx') {
        writeDevicesXlsx(await rows(user), prefs, now, output).catch((error: unknown) =>
          output.destroy(error as Error),
        );
        return reply
          .header('Content-Disposition', `attachment; filename=${FILE_NAME}`)
          .type(XLSX_MEDIA_TYPE)
          .send(output);
      }
      const mail = ctx.events.notificators.mail;
      if (!mail.configured) {
        throw new IllegalArgumentError(
          'Mail not configured: set the server attribute mail.smtp.host',
        );
      }
      if (!user.email.includes('@')) throw new IllegalArgumentError('User has no e-mail address');
      const chunks: Buffer[] = [];
      output.on('data', (chunk: Buffer) => chunks.push(chunk));
      await Promise.all([writeDevicesXlsx(await rows(user), prefs, now, output), finished(output)]);
      const title = translate(prefs.language, 'reports.titles.devices');
      await mail
        .sendMail({
          to: user.email,
          subject: title,
          text: `${title}: ${translate(prefs.language, 'reports.asOf', { time: dateText(now, prefs) })}`,
          attachments: [
            { filename: FILE_NAME, content: Buffer.concat(chunks), contentType: XLSX_MEDIA_TYPE },
          ],
        })
        .catch((error: unknown) => {
          throw new FarolError('javax.mail.MessagingException', (error as Error).message);
        });
      return reply.code(204).send();
    });
  };
}

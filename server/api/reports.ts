import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { XLSX_MEDIA_TYPE } from '@farol/model';
import type { AppContext } from '../context';
import { FarolError, IllegalArgumentError } from '../errors';
import { REPORTS } from '../reports/definitions';
import { printBranding } from '../reports/export/branding';
import { reportMail } from '../reports/export/mail';
import { writePdf } from '../reports/export/pdf';
import { fileName, type ExportSource } from '../reports/export/source';
import { writeXlsx } from '../reports/export/xlsx';
import type { Report } from '../reports/report';
import { prepareReport, reportDeps } from './reportsRequest';
import { loadBranding } from './tarkan';
import { parseQuery, ReportFormatQuery } from './queries';

const PDF_MEDIA_TYPE = 'application/pdf';
type Format = 'json' | 'xlsx' | 'mail' | 'pdf';

/** JSON array text of every item, device after device, produced as it is read. */
async function* jsonArray(source: ExportSource): AsyncIterable<string> {
  let first = true;
  for (const device of source.devices) {
    for await (const chunk of source.report.items(source.run, device)) {
      if (chunk.length === 0) continue;
      const text = chunk.map((item) => JSON.stringify(source.report.json(item))).join(',');
      yield (first ? '[' : ',') + text;
      first = false;
    }
  }
  yield first ? '[]' : ']';
}

/** Every item's JSON, device after device (or in the report's own order). */
async function jsonItems(source: ExportSource): Promise<unknown[]> {
  const items: unknown[] = [];
  for (const device of source.devices) {
    for await (const chunk of source.report.items(source.run, device)) items.push(...chunk);
  }
  const { compare } = source.report;
  if (compare) items.sort((a, b) => compare(a, b));
  return items.map((item) => source.report.json(item));
}

/** Collects a file its writer streams (and ends). */
async function toBuffer(write: (output: PassThrough) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await Promise.all([write(output), finished(output)]);
  return Buffer.concat(chunks);
}

/**
 * The five reports of traccar-api.md §e from one template: `GET /api/reports/{type}` answers
 * JSON, or a file by `Accept` (xlsx, or PDF where offered; `mail=true` e-mails the xlsx), and
 * the suffixes `/xlsx`, `/mail` and `/pdf` do the same. Every call checks `disableReports`,
 * `report.periodLimit` and the caller's rights on every device and group before reading data.
 */
export function reportsRoutes(ctx: AppContext): FastifyPluginAsync {
  const deps = reportDeps(ctx);

  async function prepare(report: Report, request: FastifyRequest) {
    const { user, run, devices, prefs } = await prepareReport(ctx, deps, [report.type], request);
    return { user, source: { report, run, devices, prefs } satisfies ExportSource };
  }

  function formatOf(report: Report, request: FastifyRequest): Format {
    const accept = request.headers.accept ?? '';
    if (accept.includes(XLSX_MEDIA_TYPE)) {
      return parseQuery(ReportFormatQuery, request.query).mail ? 'mail' : 'xlsx';
    }
    if (report.pdf && accept.includes(PDF_MEDIA_TYPE)) return 'pdf';
    return 'json';
  }

  async function answer(
    report: Report,
    format: Format,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const { user, source } = await prepare(report, request);
    if (format === 'mail' && !ctx.events.notificators.mail.configured) {
      throw new IllegalArgumentError(
        'Mail not configured: set the server attribute mail.smtp.host',
      );
    }
    if (format === 'json') {
      // The route (up to report.maxPositions per device) streams; the others are small, and
      // computing them first keeps a failure a proper error response.
      if (report.type !== 'route') return jsonItems(source);
      return reply.type('application/json; charset=utf-8').send(Readable.from(jsonArray(source)));
    }
    if (format === 'mail') {
      if (!user.email.includes('@')) throw new IllegalArgumentError('User has no e-mail address');
      const file = await toBuffer((output) => writeXlsx(source, output));
      await ctx.events.notificators.mail
        .sendMail(reportMail(source, user.email, file))
        .catch((error: unknown) => {
          throw new FarolError('javax.mail.MessagingException', (error as Error).message);
        });
      return reply.code(204).send();
    }
    const extension = format === 'pdf' ? 'pdf' : 'xlsx';
    const output = new PassThrough();
    const branding =
      format === 'pdf'
        ? await printBranding(await loadBranding(ctx.config.dataDir), ctx.config.dataDir)
        : null;
    const written = branding ? writePdf(source, branding, output) : writeXlsx(source, output);
    written.catch((error: unknown) => output.destroy(error as Error));
    return reply
      .header('Content-Disposition', `attachment; filename=${fileName(source, extension)}`)
      .type(format === 'pdf' ? PDF_MEDIA_TYPE : XLSX_MEDIA_TYPE)
      .send(output);
  }

  return async (app) => {
    for (const report of Object.values(REPORTS)) {
      const base = `/api/reports/${report.type}`;
      app.get(base, (request, reply) => answer(report, formatOf(report, request), request, reply));
      app.get(`${base}/xlsx`, (request, reply) => answer(report, 'xlsx', request, reply));
      app.get(`${base}/mail`, (request, reply) => answer(report, 'mail', request, reply));
      if (report.pdf)
        app.get(`${base}/pdf`, (request, reply) => answer(report, 'pdf', request, reply));
    }
  };
}

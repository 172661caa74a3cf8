import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { dateText } from '../../locale/format';
import { translate } from '../../locale/texts';
import type { CellValue } from '../report';
import type { PrintBranding } from './branding';
import { cellText, headerText } from './cells';
import { PdfTable } from './pdfTable';
import { deviceRows, type ExportSource } from './source';

const MARGIN = 36;
/** Room kept at the foot of each page for the page number. */
const FOOTER = 30;
/** Rows printed at most; a PDF of more is no longer read (the spreadsheet has them all). */
export const MAX_PDF_ROWS = 5000;

export interface PdfOptions {
  /** Deflate the page contents (on by default; tests may read the text uncompressed). */
  compress?: boolean;
  /** The generation time printed in the footer. */
  now?: number;
}

/**
 * Writes a printable A4 report to `output` with pdfkit: the company's logo (when the branding
 * has a PNG/JPEG one) and title, the report's title, period and devices, then a table with its
 * header row repeated on every page (a section per device, or one table with a device column
 * for the summary), landscape when the table is wide, and "page n of m" at every foot.
 */
export async function writePdf(
  source: ExportSource,
  branding: PrintBranding,
  output: Writable,
  options: PdfOptions = {},
): Promise<void> {
  const { report, prefs, run, devices } = source;
  const language = prefs.language;
  const title = translate(language, `reports.titles.${report.title}`);
  const doc = new PDFDocument({
    size: 'A4',
    layout:
      report.columns.filter((column) => column.print !== false).length > 6
        ? 'landscape'
        : 'portrait',
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: `${branding.title} - ${title}`, Creator: 'Farol' },
  });
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.pipe(output);
  const width = doc.page.width - 2 * MARGIN;

  let x = MARGIN;
  if (branding.logo) {
    doc.image(branding.logo, MARGIN, MARGIN, { fit: [120, 40] });
    x += 132;
  }
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111111');
  doc.text(branding.title, x, MARGIN + 2, { width: width - (x - MARGIN), lineBreak: false });
  doc.fontSize(13).text(title, x, MARGIN + 22, { width: width - (x - MARGIN), lineBreak: false });
  const period = `${dateText(run.params.from, prefs)} – ${dateText(run.params.to, prefs)} (${prefs.timezone})`;
  doc.font('Helvetica').fontSize(9);
  doc.text(`${translate(language, 'reports.period')}: ${period}`, MARGIN, MARGIN + 50, { width });
  const names = devices.map((device) => device.name).join(', ');
  doc.text(`${translate(language, 'reports.devices')}: ${names}`, {
    width,
    height: 36,
    ellipsis: true,
  });
  doc.moveDown(0.8);

  const printedColumns = report.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.print !== false);
  const columns = printedColumns.map(({ column }) => ({
    header: headerText(column, prefs),
    weight: column.width,
    align:
      column.kind === 'text' || column.kind === 'time' ? ('left' as const) : ('right' as const),
  }));
  const cells = (row: CellValue[]) =>
    printedColumns.map(({ column, index }) => cellText(column.kind, row[index] ?? null, prefs));
  let printed = 0;
  let skipped = 0;
  let table: PdfTable | null = null;
  for (const device of devices) {
    if (report.layout === 'sheetPerDevice') table = null;
    for await (const chunk of deviceRows(source, device)) {
      for (const row of chunk) {
        if (printed >= MAX_PDF_ROWS) {
          skipped += 1;
          continue;
        }
        if (!table) {
          if (report.layout === 'sheetPerDevice') {
            if (doc.y > doc.page.height - MARGIN - FOOTER - 60) doc.addPage();
            doc.font('Helvetica-Bold').fontSize(11).fillColor('#111111');
            doc.text(device.name, MARGIN, doc.y + 6, { width });
            doc.moveDown(0.3);
          }
          table = new PdfTable(doc, columns, MARGIN + FOOTER);
        }
        table.row(cells(row));
        printed += 1;
      }
    }
    if (table) doc.y = table.bottomY + 10;
  }
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  if (printed === 0) doc.text(translate(language, 'reports.noData'), MARGIN, doc.y, { width });
  if (skipped)
    doc.text(translate(language, 'reports.truncated', { rows: String(skipped) }), MARGIN, doc.y, {
      width,
    });

  const generated = dateText(options.now ?? Date.now(), prefs);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Text below the bottom margin would open a new page: lift the margin while writing the foot.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    doc.font('Helvetica').fontSize(8).fillColor('#666666');
    doc.text(`${branding.title} · ${generated}`, MARGIN, y, { width: width / 2, lineBreak: false });
    const page = translate(language, 'reports.page', {
      page: String(i + 1),
      pages: String(range.count),
    });
    doc.text(page, MARGIN + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
  }
  doc.end();
  await ended;
}

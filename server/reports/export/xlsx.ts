import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { dateText } from '../../locale/format';
import { translate } from '../../locale/texts';
import type { CellValue } from '../report';
import { headerText, numberFormat, sheetValue } from './cells';
import { deviceRows, type ExportSource } from './source';

/** The row the column headers are on; above it the title, the period and a blank row. */
export const HEADER_ROW = 4;
const INVALID_SHEET_CHARS = /[[\]:*?/\\]/g;

/** A sheet name Excel accepts: ≤ 31 characters, no []:*?/\, unique case-insensitively. */
export function sheetName(name: string, used: Set<string>): string {
  const base = name.replace(INVALID_SHEET_CHARS, ' ').trim().slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let n = 2; used.has(candidate.toLowerCase()); n += 1) {
    const suffix = ` (${n})`;
    candidate = base.slice(0, 31 - suffix.length) + suffix;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}

type Sheet = ExcelJS.Worksheet;

/**
 * Writes the report as a real .xlsx workbook to `output`, row by row (exceljs's streaming
 * writer), so a route of 50,000 positions is never held as a whole. The layout is the report's:
 * one sheet per device that has rows (named after it; one empty sheet when none has), or one
 * sheet with a device column (summary). Each sheet: title, period in the reader's zone, a blank row, the headers in
 * the reader's language with units (row 4, frozen), then the rows: numbers as numbers in the
 * reader's units with number formats, times as dates in the reader's zone, durations as
 * [h]:mm:ss.
 */
export async function writeXlsx(source: ExportSource, output: Writable): Promise<void> {
  const { report, prefs, run } = source;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Farol';
  const used = new Set<string>();
  const period = `${translate(prefs.language, 'reports.period')}: ${dateText(run.params.from, prefs)} – ${dateText(run.params.to, prefs)} (${prefs.timezone})`;
  const kinds = report.columns.map((column) => column.kind);
  const formats = kinds.map((kind) => numberFormat(kind, prefs.language));

  const open = (title: string, name: string): Sheet => {
    const sheet = workbook.addWorksheet(sheetName(name, used), {
      views: [{ state: 'frozen', ySplit: HEADER_ROW }],
    });
    sheet.columns = report.columns.map((column) => ({ width: column.width * 6 }));
    sheet.addRow([title]).font = { bold: true, size: 14 };
    sheet.addRow([period]);
    sheet.addRow([]);
    const header = sheet.addRow(report.columns.map((column) => headerText(column, prefs)));
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8ECF2' } };
      cell.border = { bottom: { style: 'thin' } };
    });
    return sheet;
  };
  const write = (sheet: Sheet, cells: CellValue[]) => {
    const row = sheet.addRow(cells.map((value, i) => sheetValue(kinds[i]!, value, prefs)));
    row.eachCell((cell, column) => {
      const format = formats[column - 1];
      if (format) cell.numFmt = format;
    });
    row.commit();
  };

  const title = translate(prefs.language, `reports.titles.${report.title}`);
  let shared: Sheet | null = report.layout === 'oneSheet' ? open(title, title) : null;
  for (const device of source.devices) {
    // A device without rows gets no sheet of its own: "all devices" may be hundreds.
    let sheet = shared;
    for await (const chunk of deviceRows(source, device)) {
      if (chunk.length === 0) continue;
      sheet ??= open(`${title}: ${device.name}`, device.name);
      for (const cells of chunk) write(sheet, cells);
    }
    if (sheet !== shared) sheet?.commit();
  }
  if (used.size === 0) shared = open(title, title);
  shared?.commit();
  await workbook.commit();
}

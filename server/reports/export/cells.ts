import { DateTime } from 'luxon';
import type { Locale } from '@farol/model';
import { convert, currencyOf, DATE_PATTERNS, quantityText, unitLabel } from '../../locale/format';
import type { Preferences } from '../../locale/preferences';
import { translate } from '../../locale/texts';
import type { CellValue, ColumnKind, ColumnSpec } from '../report';

/** The unit a column's header names: its fixed unit (altitude's m), else the reader's. */
export const unitOf = (column: ColumnSpec, prefs: Preferences): string | null =>
  column.unit ?? unitLabel(column.kind, prefs);

/** A header cell: the column's name in the reader's language, with its unit. */
export function headerText(column: ColumnSpec, prefs: Preferences): string {
  const unit = unitOf(column, prefs);
  const name = translate(prefs.language, `columns.${column.label}`);
  return unit ? `${name} (${unit})` : name;
}

/**
 * A Date whose UTC fields are the wall-clock time in `zone`: spreadsheets have no zones, and
 * exceljs writes a Date's UTC fields, so the reader sees local time.
 */
export function wallClock(ms: number, zone: string): Date {
  return new Date(ms + DateTime.fromMillis(ms, { zone }).offset * 60_000);
}

/** The Excel number format of a column kind (dates by language; durations as h:mm:ss). */
export function numberFormat(kind: ColumnKind, language: Locale): string | undefined {
  const formats: Partial<Record<ColumnKind, string>> = {
    money: `"${currencyOf(language)} "#,##0.00`,
    time: DATE_PATTERNS[language].excel,
    distance: '0.00',
    speed: '0.0',
    volume: '0.00',
    duration: '[h]:mm:ss',
    coordinate: '0.000000',
    integer: '0',
  };
  return formats[kind];
}

/** A spreadsheet cell: numbers stay numbers, times become local Dates. */
export function sheetValue(kind: ColumnKind, value: CellValue, prefs: Preferences) {
  if (value === null || kind === 'text' || typeof value === 'string') return value;
  if (kind === 'time') return wallClock(value, prefs.timezone);
  return convert(kind, value, prefs);
}

/** A cell as printed text (the PDF): numbers in the reader's language and units. */
export const cellText = (kind: ColumnKind, value: CellValue, prefs: Preferences): string =>
  quantityText(kind, value, prefs);

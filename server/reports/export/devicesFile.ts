import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { DeviceRecord, PositionRecord } from '../../storage';
import type { Vocabulary } from '@farol/model';
import { dateText } from '../../locale/format';
import type { Preferences } from '../../locale/preferences';
import { translate } from '../../locale/texts';
import { numberFormat, wallClock } from './cells';

/** One row of the devices file: the device, its group's name and its latest position. */
export interface DeviceRow {
  device: DeviceRecord;
  groupName: string | null;
  latest: PositionRecord | null;
}

const COLUMNS: { key: keyof Vocabulary['columns']; width: number }[] = [
  { key: 'device', width: 24 },
  { key: 'identifier', width: 20 },
  { key: 'group', width: 18 },
  { key: 'phone', width: 16 },
  { key: 'model', width: 14 },
  { key: 'contact', width: 18 },
  { key: 'category', width: 12 },
  { key: 'status', width: 10 },
  { key: 'lastUpdate', width: 20 },
  { key: 'latitude', width: 12 },
  { key: 'longitude', width: 12 },
  { key: 'address', width: 40 },
];

/**
 * `GET /api/reports/devices/xlsx` (Traccar's DevicesReportProvider): one sheet, a row per
 * device the reader sees with its latest position, headers in the reader's language, times in
 * the reader's zone.
 */
export async function writeDevicesXlsx(
  rows: readonly DeviceRow[],
  prefs: Preferences,
  now: number,
  output: Writable,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Farol';
  const title = translate(prefs.language, 'reports.titles.devices');
  const sheet = workbook.addWorksheet(translate(prefs.language, 'reports.devices'), {
    views: [{ state: 'frozen', ySplit: 4 }],
  });
  sheet.columns = COLUMNS.map((column) => ({ width: column.width }));
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.addRow([translate(prefs.language, 'reports.asOf', { time: dateText(now, prefs) })]);
  sheet.addRow([]);
  sheet.addRow(COLUMNS.map((column) => translate(prefs.language, `columns.${column.key}`))).font = { bold: true };
  const timeFormat = numberFormat('time', prefs.language);
  for (const { device, groupName, latest } of rows) {
    const row = sheet.addRow([
      device.name,
      device.uniqueId,
      groupName,
      device.phone,
      device.model,
      device.contact,
      device.category,
      device.status,
      device.lastUpdate === null ? null : wallClock(device.lastUpdate, prefs.timezone),
      latest?.latitude ?? null,
      latest?.longitude ?? null,
      latest?.address ?? null,
    ]);
    if (timeFormat && device.lastUpdate !== null) row.getCell(9).numFmt = timeFormat;
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

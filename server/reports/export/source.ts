import type { DeviceRecord } from '../../storage';
import type { ReportRun } from '../context';
import type { Preferences } from '../../locale/preferences';
import type { Report } from '../report';

/** Everything a file is built from: the report, its run, the devices and the reader. */
export interface ExportSource {
  report: Report;
  run: ReportRun;
  devices: readonly DeviceRecord[];
  prefs: Preferences;
}

/** Each device's rows of cells (API units), chunk by chunk, computed as they are read. */
export async function* deviceRows(
  source: ExportSource,
  device: DeviceRecord,
): AsyncIterable<ReturnType<Report['cells']>[]> {
  const { report, run, prefs } = source;
  for await (const chunk of report.items(run, device)) {
    yield chunk.map((item) => report.cells(item, prefs.language));
  }
}

/** A file name for the report: `trips.xlsx`, `summary.pdf`. */
export const fileName = (source: Pick<ExportSource, 'report'>, extension: 'xlsx' | 'pdf') =>
  `${source.report.type}.${extension}`;

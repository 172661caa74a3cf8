/** The report routes of SPEC §2 and the server report each shows. */
import {
  mdiCalendarClockOutline,
  mdiCarClock,
  mdiMapMarkerDistance,
  mdiMapMarkerPath,
  mdiParking,
  mdiPlayCircleOutline,
} from '@mdi/js';
import type { ReportKind } from '../../worker/types';

export interface ReportPageInfo {
  /** `/reports/{path}`. */
  path: string;
  kind: ReportKind;
  icon: string;
}

export const REPORT_PAGES: readonly ReportPageInfo[] = [
  { path: 'resume', kind: 'summary', icon: mdiCalendarClockOutline },
  { path: 'travels', kind: 'trips', icon: mdiMapMarkerDistance },
  { path: 'stops', kind: 'stops', icon: mdiParking },
  { path: 'events', kind: 'events', icon: mdiCarClock },
  { path: 'history', kind: 'route', icon: mdiMapMarkerPath },
];

/** The player (`/history`) in the chooser. */
export const PLAYER_ICON = mdiPlayCircleOutline;

export const pageOfKind = (kind: ReportKind): ReportPageInfo =>
  REPORT_PAGES.find((page) => page.kind === kind)!;

/** The reports domain's topics: `report` (the run and its window) and `reportMarkers`. */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { CoreContext } from '../kernel/context';
import type { TopicCopies, TopicStreams } from '../kernel/topicHub';
import type { CoreState } from '../state';
import { copyMarkers, reportMarkers } from './reportMarkers';
import { createReportViewer } from './reportView';
import type { ReportMarkers, ReportView } from './types';

export function reportProjection(
  state$: Observable<CoreState>,
  collator: Intl.Collator,
): Observable<ReportView> {
  const view = createReportViewer(collator);
  // Live device updates do not redraw a report: names are read when the run changes.
  return state$.pipe(
    distinctUntilChanged((a, b) => a.report === b.report),
    map((state) => view(state.report, (id) => state.devices.get(id)?.name ?? `#${id}`)),
  );
}

export function markersProjection(state$: Observable<CoreState>): Observable<ReportMarkers | null> {
  let version = 0;
  return state$.pipe(
    map((state) => state.report),
    distinctUntilChanged(
      (a, b) => a.data === b.data && a.markersShown === b.markersShown && a.located === b.located,
    ),
    map((run) => reportMarkers(run, (version += 1))),
  );
}

export function reportsTopics(ctx: CoreContext): TopicStreams<'report' | 'reportMarkers'> {
  const collator = new Intl.Collator(ctx.deps.locale, { sensitivity: 'base', numeric: true });
  return {
    report: reportProjection(ctx.state$, collator),
    reportMarkers: markersProjection(ctx.state$),
  };
}

/** Markers are copied per delivery, so the bridge can transfer the copy (SPEC.md M3). */
export const REPORT_TOPIC_COPIES: TopicCopies = { reportMarkers: copyMarkers };

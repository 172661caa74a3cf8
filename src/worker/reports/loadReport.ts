/**
 * Runs one report call, streaming (SPEC.md RP2): the body is read as it arrives, its items
 * parsed in batches, positions written into typed tracks and other items into rows; progress
 * is reported as bytes and items come in.
 */
import type { z } from 'zod';
import { StopReportItem, SummaryReportItem, TrackingEvent, TripReportItem } from '@farol/model';
import { validationError } from '../transport/errors';
import { requestStream, type HttpDeps } from '../transport/rest';
import type { ReportData } from './events';
import { createJsonArrayReader } from './jsonArrayReader';
import { reportQuery } from './reportQuery';
import { eventRow, stopRow, summaryRow, tripRow, type RowContext } from './reportRows';
import { createTrackBuilder, type TrackBuilder } from './track';
import type { ReportProgress, ReportRequest } from './types';

export interface LoadInput {
  http: HttpDeps;
  request: ReportRequest;
  signal: AbortSignal;
  rows: RowContext;
  onProgress(progress: ReportProgress): void;
}

/** Writes positions into one track per device, in the order devices first appear. */
function routeSink() {
  const builders = new Map<number, TrackBuilder>();
  return {
    add(item: unknown): boolean {
      const deviceId = (item as { deviceId?: unknown } | null)?.deviceId;
      if (typeof deviceId !== 'number') return false;
      let builder = builders.get(deviceId);
      if (!builder) {
        builder = createTrackBuilder(deviceId);
        builders.set(deviceId, builder);
      }
      return builder.add(item);
    },
    finish: (): ReportData => ({
      kind: 'route',
      tracks: [...builders.values()].map((builder) => builder.finish()),
    }),
  };
}

/** Parses each item with the kind's schema and turns it into a row. */
function rowSink<S extends z.ZodType, R>(
  schema: S,
  toRow: (item: z.infer<S>, index: number, ctx: RowContext) => R,
  ctx: RowContext,
  finish: (rows: R[]) => ReportData,
) {
  const rows: R[] = [];
  return {
    add(item: unknown): boolean {
      const parsed = schema.safeParse(item);
      if (!parsed.success) return false;
      rows.push(toRow(parsed.data, rows.length, ctx));
      return true;
    },
    finish: () => finish(rows),
  };
}

function sinkOf(input: LoadInput) {
  const ctx = input.rows;
  switch (input.request.kind) {
    case 'route':
      return routeSink();
    case 'summary':
      return rowSink(SummaryReportItem, summaryRow, ctx, (rows) => ({ kind: 'summary', rows }));
    case 'trips':
      return rowSink(TripReportItem, tripRow, ctx, (rows) => ({ kind: 'trips', rows }));
    case 'stops':
      return rowSink(StopReportItem, stopRow, ctx, (rows) => ({ kind: 'stops', rows }));
    case 'events':
      return rowSink(TrackingEvent, eventRow, ctx, (rows) => ({ kind: 'events', rows }));
  }
}

/** Loads the report; rejects with a CoreError (`cancelled` once the signal aborts). */
export async function loadReport(
  input: LoadInput,
): Promise<{ data: ReportData; progress: ReportProgress }> {
  const { request } = input;
  const sink = sinkOf(input);
  const progress: ReportProgress = { bytes: 0, items: 0 };
  const reader = createJsonArrayReader((items) => {
    for (const item of items) {
      if (!sink.add(item)) {
        throw validationError(
          'INVALID_RESPONSE',
          `/reports/${request.kind}: item ${progress.items} is not a ${request.kind} item`,
        );
      }
      progress.items += 1;
    }
  }, `/reports/${request.kind}`);
  await requestStream(
    {
      http: input.http,
      path: `/reports/${request.kind}`,
      query: reportQuery(request),
      signal: input.signal,
    },
    (chunk) => {
      progress.bytes += chunk.byteLength;
      reader.push(chunk);
      input.onProgress({ ...progress });
    },
  );
  reader.end();
  return { data: sink.finish(), progress: { ...progress } };
}

/**
 * A line chart of values over time with Observable Plot (SPEC §2 "chart type", the player's
 * chart): one line per series, coloured as the map draws them; times shown in the user's zone.
 * Columns go to Plot as typed arrays, never as one object per point.
 */
import * as Plot from '@observablehq/plot';

export interface TimeSeries {
  name: string;
  /** Epoch ms. */
  times: Float64Array;
  values: Float64Array;
  /** A CSS colour. */
  color: string;
}

export interface TimePlotInput {
  series: readonly TimeSeries[];
  width: number;
  height: number;
  /** The y axis label (attribute and unit). */
  label: string;
  locale: string;
  timeZone: string;
  /** The user's clock (`twelveHourFormat`); unset, the locale's. */
  hour12?: boolean;
  /** The x domain (epoch ms); the data's extent without it. */
  domain?: [number, number];
  /** A custom document (server-side rendering in benchmarks). */
  document?: Document;
}

export interface TimePlot {
  element: SVGSVGElement | HTMLElement;
  /** Pixel x of a time, and the time at a pixel x (relative to the element). */
  xOf(time: number): number;
  timeAt(x: number): number;
}

export function buildTimePlot(input: TimePlotInput): TimePlot {
  const format = new Intl.DateTimeFormat(input.locale, {
    timeZone: input.timeZone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: input.hour12,
  });
  const marks = input.series.map((series) =>
    Plot.lineY(
      { length: series.times.length },
      {
        x: series.times,
        y: series.values,
        stroke: series.color,
        strokeWidth: 1.5,
        curve: 'linear',
      },
    ),
  );
  const element = Plot.plot({
    width: input.width,
    height: input.height,
    marginLeft: 48,
    marginRight: 12,
    marginTop: 16,
    marginBottom: 24,
    style: { fontSize: '11px', background: 'transparent', overflow: 'visible' },
    x: {
      type: 'utc',
      domain: input.domain?.map((time) => new Date(time)),
      tickFormat: (date: Date) => format.format(date),
      ticks: Math.max(2, Math.floor(input.width / 130)),
    },
    y: { label: input.label, grid: true, nice: true, ticks: 4 },
    marks: [...marks, Plot.ruleY([0], { stroke: '#c9d1dd' })],
    document: input.document,
  });
  const x = element.scale('x')!;
  return {
    element,
    xOf: (time) => Number(x.apply(new Date(time))),
    timeAt: (pixel) => {
      const value = x.invert?.(pixel) as Date | number;
      return value instanceof Date ? value.getTime() : Number(value);
    },
  };
}

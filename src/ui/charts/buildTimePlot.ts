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

/** Plot's margins beside the lines (the axis labels on the left). */
const MARGIN_LEFT = 48;
const MARGIN_RIGHT = 12;

/**
 * Points per line worth sending to a chart `width` px wide: a lowest and a highest value for
 * each pixel column between its margins (the worker's thinning keeps both per bucket), so the
 * line looks the same as with more points and Plot builds no path nobody can see.
 */
export function chartPoints(width: number): number {
  return 2 * Math.max(1, Math.ceil(width - MARGIN_LEFT - MARGIN_RIGHT));
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
    marginLeft: MARGIN_LEFT,
    marginRight: MARGIN_RIGHT,
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

/**
 * Builds a two-point chart, never shown, so Plot's code (and the locale's date
 * formats) are compiled while the page waits for the user: a page's first chart cost about four
 * times the next in Chromium (~95 ms against ~25 ms on this machine), most of it V8 compiling
 * Plot's functions on their first call. Built again
 * later it costs what any chart of two points costs.
 */
export function warmTimePlot(
  input: Pick<TimePlotInput, 'locale' | 'timeZone' | 'hour12' | 'label'>,
): void {
  const now = Date.now();
  buildTimePlot({
    ...input,
    series: [
      {
        name: '',
        times: Float64Array.of(now - 60_000, now),
        values: Float64Array.of(0, 1),
        color: 'currentColor',
      },
    ],
    width: 400,
    height: 140,
    domain: [now - 60_000, now],
  });
}

import { useEffect, useRef, useState } from 'react';
import { useDisplayPrefs } from '../format/useDisplayPrefs';
import { buildTimePlot, warmTimePlot, type TimePlot, type TimeSeries } from './buildTimePlot';
import styles from './TimeChart.module.css';

/**
 * A time chart (Observable Plot) that follows a cursor and reports where the pointer is: the
 * route player keeps its scrubber and this chart in step both ways (hover shows the point,
 * click seeks). The plot is drawn again only when data or size change, never per frame; the
 * cursor is a line moved over it.
 */
export function TimeChart({
  series,
  label,
  locale,
  timeZone,
  domain,
  cursor,
  height = 160,
  onHover,
  onSeek,
}: {
  series: readonly TimeSeries[];
  label: string;
  locale: string;
  timeZone: string;
  domain?: [number, number];
  /** The time the cursor marks, or null for none. */
  cursor?: number | null;
  height?: number;
  onHover?(time: number | null): void;
  onSeek?(time: number): void;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [plot, setPlot] = useState<TimePlot | null>(null);
  const { hour12 } = useDisplayPrefs();

  useEffect(() => {
    const host = hostRef.current!;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry?.contentRect.width ?? 0)),
    );
    observer.observe(host);
    setWidth(Math.floor(host.getBoundingClientRect().width));
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const host = hostRef.current!;
    if (width < 80) return;
    const built = buildTimePlot({
      series,
      width,
      height,
      label,
      locale,
      timeZone,
      hour12,
      domain,
    });
    host.replaceChildren(built.element);
    setPlot(built);
    return () => {
      built.element.remove();
    };
  }, [series, width, height, label, locale, timeZone, hour12, domain]);

  const timeAt = (clientX: number): number | null => {
    if (!plot || !hostRef.current) return null;
    const box = hostRef.current.getBoundingClientRect();
    const time = plot.timeAt(clientX - box.left);
    return Number.isFinite(time) ? time : null;
  };
  const cursorX = plot && cursor !== null && cursor !== undefined ? plot.xOf(cursor) : null;

  return (
    <div
      className={styles.chart}
      style={{ height }}
      data-testid="time-chart"
      onPointerMove={(event) => onHover?.(timeAt(event.clientX))}
      onPointerLeave={() => onHover?.(null)}
      onClick={(event) => {
        const time = timeAt(event.clientX);
        if (time !== null) onSeek?.(time);
      }}
    >
      <div ref={hostRef} className={styles.plot} />
      {cursorX !== null && Number.isFinite(cursorX) && (
        <span className={styles.cursor} style={{ transform: `translateX(${cursorX}px)` }} />
      )}
    </div>
  );
}

/**
 * For a page that draws its chart later (the route player, after a load): Plot warmed
 * (warmTimePlot) once the page is idle after it mounts, so the first real chart does not pay
 * for compiling Plot in the task that shows it.
 */
export function useWarmTimePlot(locale: string, timeZone: string) {
  const { hour12 } = useDisplayPrefs();
  useEffect(() => {
    const warm = () => warmTimePlot({ locale, timeZone, hour12, label: '' });
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(warm, 100);
    return () => clearTimeout(timer);
  }, [locale, timeZone, hour12]);
}

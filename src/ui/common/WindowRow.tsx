import type { ReactNode } from 'react';
import styles from './WindowRow.module.css';

/** A cell of a WindowRow. */
export function WindowCell({ children }: { children: ReactNode }) {
  return (
    <span className={styles.cell} role="cell">
      {children}
    </span>
  );
}

/**
 * One row of a virtual table whose rows the worker sends a window at a time (the device list,
 * report results): at `top`, on the columns' grid `template`; a placeholder until its row is in
 * the window (`cells` undefined). Enter or a click opens it.
 */
export function WindowRow({
  top,
  height,
  template,
  selected,
  onOpen,
  cells,
  ...data
}: {
  top: number;
  height: number;
  template: string;
  selected: boolean;
  onOpen(): void;
  cells: ReactNode | undefined;
} & { [attribute: `data-${string}`]: string | number | undefined }) {
  const style = { transform: `translateY(${top}px)`, height, gridTemplateColumns: template };
  if (cells === undefined) {
    return <div className={`${styles.row} ${styles.placeholder}`} style={style} aria-hidden />;
  }
  return (
    <div
      role="row"
      tabIndex={0}
      className={styles.row}
      style={style}
      aria-selected={selected}
      onClick={onOpen}
      onKeyDown={(event) => event.key === 'Enter' && onOpen()}
      {...data}
    >
      {cells}
    </div>
  );
}

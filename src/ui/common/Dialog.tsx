import { useEffect, type ReactNode } from 'react';
import styles from './Dialog.module.css';

let nextId = 0;

/** A modal dialog: title, content and actions; Escape or the backdrop calls `onClose`. */
export function Dialog({
  title,
  children,
  actions,
  onClose,
  role = 'dialog',
}: {
  title: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  onClose(): void;
  role?: 'dialog' | 'alertdialog';
}) {
  const id = `dialog-${(nextId += 1)}`;
  useEffect(() => {
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [onClose]);
  return (
    <div
      className={styles.backdrop}
      onPointerDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.dialog} role={role} aria-modal="true" aria-labelledby={id}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {children && <div className={styles.body}>{children}</div>}
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}

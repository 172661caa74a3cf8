import { useEffect } from 'react';
import styles from './Notice.module.css';

/** A short result message under an action ("Âncora ativada."), gone after a few seconds. */
export function Notice({
  text,
  tone = 'info',
  onDone,
}: {
  text: string;
  tone?: 'info' | 'success' | 'error';
  onDone(): void;
}) {
  useEffect(() => {
    const timer = setTimeout(onDone, 5_000);
    return () => clearTimeout(timer);
  }, [onDone, text]);
  return (
    <p className={`${styles.notice} ${styles[tone]}`} role="status">
      {text}
    </p>
  );
}

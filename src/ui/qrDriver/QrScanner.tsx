import jsQR from 'jsqr';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './QrDriver.module.css';

/** How often a camera frame is searched for a code. */
const SCAN_EVERY_MS = 200;

/**
 * The phone's rear camera, read frame by frame with jsQR until a QR code turns up; its text goes
 * to `onCode` (once) and the camera is released.
 */
export function QrScanner({ onCode }: { onCode(text: string): void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let done = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const scan = () => {
      const element = video.current;
      if (done || !element || !context || element.readyState < 2) return;
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      context.drawImage(element, 0, 0);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
      if (!code?.data) return;
      done = true;
      found.current(code.data);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        stream = media;
        if (done || !video.current) return;
        video.current.srcObject = media;
        void video.current.play().catch(() => undefined);
        timer = setInterval(scan, SCAN_EVERY_MS);
      })
      .catch((error: unknown) =>
        setProblem(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      done = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (problem) {
    return (
      <p role="alert" className={styles.problem}>
        {t('qrDriver.noCamera', { reason: problem })}
      </p>
    );
  }
  return (
    <figure className={styles.scanner}>
      <video ref={video} className={styles.video} muted playsInline data-testid="qr-video" />
      <figcaption>{t('qrDriver.scanning')}</figcaption>
    </figure>
  );
}

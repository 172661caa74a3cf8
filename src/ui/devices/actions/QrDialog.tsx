import QRCode from 'qrcode';
import { qrScanUrl } from '@farol/model';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../../common/controls.module.css';
import { Dialog } from '../../common/Dialog';
import styles from './DeviceActions.module.css';

/** The driver check-in QR code of a device: it opens /qr-driver/scan/{deviceId} on this server. */
export function QrDialog({
  deviceId,
  name,
  onClose,
}: {
  deviceId: number;
  name: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const url = qrScanUrl(window.location.origin, deviceId);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (text) => live && setSvg(text),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Dialog
      title={t('qr.title')}
      onClose={onClose}
      actions={
        <button type="button" className={controls.button} onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <p>{t('qr.text', { name })}</p>
      {/* The SVG comes from the qrcode library for our own URL, not from user input. */}
      {svg && (
        <div
          className={styles.qr}
          data-testid="driver-qr"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
      <p className={styles.url}>{url}</p>
    </Dialog>
  );
}

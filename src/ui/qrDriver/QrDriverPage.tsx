import { deviceIdFromScan } from '@farol/model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { QrScanner } from './QrScanner';
import { useReasonOf } from '../common/useReasonOf';
import { useCurrentVehicle, useVehicleName } from './useDriverVehicle';
import styles from './QrDriver.module.css';

/**
 * /qr-driver: the vehicle the driver is in, the camera to read a vehicle's QR code (which opens
 * its check-in page) and the check-out.
 */
export function QrDriverPage() {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const current = useCurrentVehicle();
  const vehicleName = useVehicleName();
  const reasonOf = useReasonOf();
  const [scanning, setScanning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const scanned = (text: string) => {
    setScanning(false);
    const id = deviceIdFromScan(text);
    if (id) navigate(`/qr-driver/scan/${id}`);
    else setMessage({ ok: false, text: t('qrDriver.notACode') });
  };
  const checkOut = async () => {
    setBusy(true);
    try {
      await core.qrDriverCheck({ deviceId: 0 });
      setMessage({ ok: true, text: t('qrDriver.checkedOut') });
    } catch (error) {
      setMessage({ ok: false, text: t('qrDriver.failed', { reason: reasonOf(error) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="qr-driver-title">
      <h1 id="qr-driver-title" className={styles.title}>
        {t('qrDriver.title')}
      </h1>
      <p className={styles.status} data-testid="qr-driver-status">
        {current ? t('qrDriver.current', { device: vehicleName(current) }) : t('qrDriver.none')}
      </p>
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? styles.ok : styles.problem}
        >
          {message.text}
        </p>
      )}
      {scanning && <QrScanner onCode={scanned} />}
      <div className={styles.actions}>
        <button
          type="button"
          className={controls.button}
          onClick={() => {
            setMessage(null);
            setScanning(!scanning);
          }}
        >
          {scanning ? t('qrDriver.stopScan') : t('qrDriver.scan')}
        </button>
        {current > 0 && (
          <button
            type="button"
            className={controls.ghost}
            disabled={busy}
            onClick={() => void checkOut()}
          >
            {busy ? t('qrDriver.checkingOut') : t('qrDriver.checkOut')}
          </button>
        )}
      </div>
    </section>
  );
}

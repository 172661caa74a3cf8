import type { QrDriverStatus } from '@farol/model';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { useReasonOf } from '../common/useReasonOf';
import { useCurrentVehicle, useVehicleName } from './useDriverVehicle';
import styles from './QrDriver.module.css';

type Outcome =
  | { kind: 'working' }
  | { kind: 'already' }
  | { kind: 'in'; status: QrDriverStatus }
  | { kind: 'out' }
  | { kind: 'failed'; reason: string };

/**
 * /qr-driver/scan/{id}, what a vehicle's QR code opens: the driver checks in at once (and the
 * server unlocks the vehicle when it was locked for want of a driver and they may); scanning
 * the vehicle they are already in offers the check-out.
 */
export function QrScanPage({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const core = useCore();
  const current = useCurrentVehicle();
  const vehicleName = useVehicleName();
  const reasonOf = useReasonOf();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (current === deviceId) {
      setOutcome({ kind: 'already' });
      return;
    }
    core.qrDriverCheck({ deviceId }).then(
      (status) => setOutcome({ kind: 'in', status }),
      (error: unknown) => setOutcome({ kind: 'failed', reason: reasonOf(error) }),
    );
    // The check-in runs once, when the page opens; reasonOf is a fresh closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [core, current, deviceId]);

  const checkOut = () => {
    setOutcome({ kind: 'working' });
    core.qrDriverCheck({ deviceId: 0 }).then(
      () => setOutcome({ kind: 'out' }),
      (error: unknown) => setOutcome({ kind: 'failed', reason: reasonOf(error) }),
    );
  };

  return (
    <section className={styles.card} aria-labelledby="qr-scan-title">
      <h1 id="qr-scan-title" className={styles.title}>
        {vehicleName(deviceId)}
      </h1>
      {outcome.kind === 'working' && <p role="status">{t('qrDriver.checkingIn')}</p>}
      {outcome.kind === 'in' && (
        <>
          <p role="status" className={styles.ok}>
            {t('qrDriver.checkedIn', { device: vehicleName(deviceId) })}
          </p>
          {outcome.status.unlock && (
            <p
              data-testid="qr-unlock"
              className={
                outcome.status.unlock === 'sent' || outcome.status.unlock === 'queued'
                  ? styles.ok
                  : styles.problem
              }
            >
              {t(`qrDriver.unlock.${outcome.status.unlock}`)}
            </p>
          )}
        </>
      )}
      {outcome.kind === 'already' && (
        <>
          <p className={styles.status}>{t('qrDriver.already')}</p>
          <div className={styles.actions}>
            <button type="button" className={controls.button} onClick={checkOut}>
              {t('qrDriver.checkOut')}
            </button>
          </div>
        </>
      )}
      {outcome.kind === 'out' && (
        <p role="status" className={styles.ok}>
          {t('qrDriver.checkedOut')}
        </p>
      )}
      {outcome.kind === 'failed' && (
        <p role="alert" className={styles.problem}>
          {t('qrDriver.failed', { reason: outcome.reason })}
        </p>
      )}
      <Link href="/qr-driver" className={controls.ghost}>
        {t('qrDriver.back')}
      </Link>
    </section>
  );
}

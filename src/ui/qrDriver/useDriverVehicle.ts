import { qrDriverDeviceId } from '@farol/model';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../machines/coreError';
import { useFleetList, useSession } from '../core/hooks';

/** The name of one of the driver's vehicles, or "Vehicle #id" until the fleet has loaded. */
export function useVehicleName(): (id: number) => string {
  const { t } = useTranslation();
  const list = useFleetList();
  return (id) => list?.rows.find((row) => row.id === id)?.name ?? t('qrDriver.device', { id });
}

/** The vehicle the signed-in driver is checked into, 0 when none. */
export function useCurrentVehicle(): number {
  return qrDriverDeviceId(useSession()?.user);
}

/**
 * A rejected core call as the driver's screens say it: the SPEC §8 sentence of its code, or the
 * server's own message when the catalogue has none.
 */
export function useReasonOf(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error) => {
    const key = `errors.${errorCodeOf(error)}`;
    if (i18n.exists(key)) return t(key, { detail: '' });
    return (error as { message?: string } | null)?.message ?? String(error);
  };
}

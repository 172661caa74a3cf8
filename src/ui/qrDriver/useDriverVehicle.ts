import { qrDriverDeviceId } from '@farol/model';
import { useTranslation } from 'react-i18next';
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

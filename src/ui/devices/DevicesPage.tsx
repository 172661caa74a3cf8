import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useFleetList } from '../core/hooks';
import { SidePanel } from '../layout/SidePanel';
import { DeviceList } from './DeviceList';
import { DeviceListToolbar } from './DeviceListToolbar';

/** /devices: the device list panel over the map. */
export function DevicesPage() {
  const { t } = useTranslation();
  const list = useFleetList();
  const [, navigate] = useLocation();
  const expanded = new URLSearchParams(useSearch()).get('expand') === 'true';
  const title = list ? `${t('devices.title')} · ${list.counts.all}` : t('devices.title');
  return (
    <SidePanel title={title}>
      <DeviceListToolbar list={list} />
      <DeviceList list={list} expanded={expanded} onOpen={(id) => navigate(`/devices/${id}`)} />
    </SidePanel>
  );
}

import { Redirect, Route, Switch, useLocation } from 'wouter';
import { DEFAULT_SELECT_ZOOM } from '@farol/model';
import { LiveNotices } from '../ui/alerts/LiveNotices';
import { useCore } from '../ui/core/CoreContext';
import { useSession } from '../ui/core/hooks';
import { AppLayout } from '../ui/layout/AppLayout';
import { FleetMap } from '../ui/map/FleetMap';
import { MapControls } from '../ui/map/MapControls';
import { MapOptionsMenu } from '../ui/map/MapOptionsMenu';
import { MapHandleProvider, type CameraTarget } from '../ui/map/MapContext';
import { RouteGuard } from '../ui/layout/RouteGuard';
import { PushRegistration } from '../ui/pwa/PushRegistration';
import {
  AccountPage,
  AuditLogPage,
  BillingCustomerPage,
  BillingPage,
  ClaimDevicePage,
  DeviceDetailPage,
  DeviceEditPage,
  DevicesManagePage,
  DevicesPage,
  IntegrationsPage,
  InvoicesPage,
  ReplayPage,
  ReportPage,
  ReportsChooser,
  ServerSettingsPage,
  ThemePage,
} from './screens';
import { managementRoutes } from './managementRoutes';

function savedView(
  source: { latitude: number; longitude: number; zoom: number } | null | undefined,
): CameraTarget | null {
  if (!source || !source.zoom || (!source.latitude && !source.longitude)) return null;
  return { latitude: source.latitude, longitude: source.longitude, zoom: source.zoom };
}

/**
 * The signed-in screens: the persistent map with the panel of the current route above it, each
 * route behind the one guard of who may open it (`RouteGuard`).
 */
export function FleetShell() {
  const session = useSession();
  const core = useCore();
  const [location, navigate] = useLocation();
  const server = session?.server;
  const selectZoom = Number(server?.attributes['web.selectZoom']) || DEFAULT_SELECT_ZOOM;
  const map = (
    <FleetMap
      initialView={savedView(session?.user) ?? savedView(server)}
      selectZoom={selectZoom}
      onDeviceClick={(id) => navigate(`/devices/${id}`)}
      // The marker menu is about the device it was opened on: selected without opening its
      // details, unless another device's details are open (they follow it).
      onDeviceMenu={(id) =>
        /^\/devices\/\d+$/.test(location)
          ? navigate(`/devices/${id}`)
          : void core.selectDevice({ deviceId: id })
      }
    >
      <MapControls />
      <MapOptionsMenu />
    </FleetMap>
  );
  return (
    <MapHandleProvider>
      <AppLayout map={map}>
        <RouteGuard>
          <Switch>
            <Route path="/home" />
            <Route path="/devices" component={DevicesPage} />
            <Route path="/devices/manage" component={DevicesManagePage} />
            <Route path="/devices/manage/:id">
              {(params: { id: string }) => (
                <DeviceEditPage params={params} back="/devices/manage" />
              )}
            </Route>
            <Route path="/devices/new">
              <DeviceEditPage params={{ id: 'new' }} />
            </Route>
            <Route path="/devices/:id/edit">
              {(params: { id: string }) => (
                <DeviceEditPage params={params} back={`/devices/${params.id}`} />
              )}
            </Route>
            <Route path="/devices/:id" component={DeviceDetailPage} />
            <Route path="/autolink">
              <ClaimDevicePage />
            </Route>
            <Route path="/autolink/:imei">
              {(params: { imei: string }) => (
                <ClaimDevicePage key={params.imei} imei={params.imei} />
              )}
            </Route>
            {managementRoutes}
            <Route path="/account" component={AccountPage} />
            <Route path="/server" component={ServerSettingsPage} />
            <Route path="/logs" component={AuditLogPage} />
            <Route path="/theme" component={ThemePage} />
            <Route path="/invoices" component={InvoicesPage} />
            <Route path="/billing" component={BillingPage} />
            <Route path="/billing/:id" component={BillingCustomerPage} />
            <Route path="/integrations" component={IntegrationsPage} />
            <Route path="/reports" component={ReportsChooser} />
            <Route path="/reports/:type" component={ReportPage} />
            <Route path="/history" component={ReplayPage} />
            <Route>
              <Redirect to="/home" replace />
            </Route>
          </Switch>
        </RouteGuard>
        <LiveNotices />
        <PushRegistration />
      </AppLayout>
    </MapHandleProvider>
  );
}

import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import type { Branding } from '@farol/model';
import { BrandingProvider } from '../ui/branding/BrandingContext';
import { CoreProvider } from '../ui/core/CoreContext';
import { guardLocation, LeaveGuardProvider } from '../ui/forms/leaveGuard';
import { ShareExpiryProvider } from '../ui/layout/ShareExpiry';
import type { CoreApi } from '../worker/types';
import { AppRoutes } from './AppRoutes';

/** The browser's location, with navigation held back while a form has unsaved changes. */
const guardedLocation = guardLocation(useBrowserLocation);

/** Providers (i18n, branding, core, a share user's expiry, the leave guard) around the routes. */
export function App({ core, i18n, branding }: { core: CoreApi; i18n: i18n; branding: Branding }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrandingProvider branding={branding}>
          <CoreProvider core={core}>
            <ShareExpiryProvider>
              <LeaveGuardProvider>
                <Router hook={guardedLocation}>
                  <AppRoutes />
                </Router>
              </LeaveGuardProvider>
            </ShareExpiryProvider>
          </CoreProvider>
        </BrandingProvider>
      </I18nextProvider>
    </StrictMode>
  );
}

/**
 * Renders UI under the providers the app gives it (i18n in pt-BR, branding, the core, the map
 * handle) at a route of an in-memory location, with Testing Library.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEFAULT_BRANDING, type Branding, type Locale } from '@farol/model';
import { BrandingProvider } from '../../src/ui/branding/BrandingContext';
import { CoreProvider } from '../../src/ui/core/CoreContext';
import { guardLocation, LeaveGuardProvider } from '../../src/ui/forms/leaveGuard';
import { setupI18n } from '../../src/ui/i18n/setupI18n';
import { MapHandleProvider } from '../../src/ui/map/MapContext';
import type { CoreApi } from '../../src/worker/types';

const instances = new Map<Locale, Promise<i18n>>();

/** One i18next instance per locale for the whole run. */
export function i18nFor(locale: Locale = 'pt-BR'): Promise<i18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}

export interface RenderOptions {
  core: CoreApi;
  /** The in-memory location's path (with its query), `/` by default. */
  path?: string;
  branding?: Branding;
  locale?: Locale;
}

export interface Rendered extends RenderResult {
  /** The in-memory location's current path and query. */
  location(): string;
}

export async function renderWith(ui: ReactNode, options: RenderOptions): Promise<Rendered> {
  const i18n = await i18nFor(options.locale);
  const memory = memoryLocation({ path: options.path ?? '/', record: true });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <BrandingProvider branding={options.branding ?? DEFAULT_BRANDING}>
        <CoreProvider core={options.core}>
          <LeaveGuardProvider>
            <Router hook={guardLocation(memory.hook)} searchHook={memory.searchHook}>
              <MapHandleProvider>{ui}</MapHandleProvider>
            </Router>
          </LeaveGuardProvider>
        </CoreProvider>
      </BrandingProvider>
    </I18nextProvider>,
  );
  return { ...result, location: () => memory.history!.at(-1)! };
}

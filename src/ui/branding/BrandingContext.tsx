import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_BRANDING, type Branding } from '@farol/model';

const BrandingContext = createContext<Branding>(DEFAULT_BRANDING);

/** Provides the branding config (title, logo, colours) loaded at start. */
export function BrandingProvider({
  branding,
  children,
}: {
  branding: Branding;
  children: ReactNode;
}) {
  return <BrandingContext value={branding}>{children}</BrandingContext>;
}

export const useBranding = (): Branding => useContext(BrandingContext);

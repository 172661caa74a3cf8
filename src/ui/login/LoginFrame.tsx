import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../branding/BrandingContext';
import { Logo } from '../branding/Logo';
import styles from './LoginPage.module.css';

/** Laid over an uploaded background so the tagline stays readable. */
const BACKDROP_SHADE = 'linear-gradient(rgba(8, 20, 40, 0.35), rgba(8, 20, 40, 0.55))';

/**
 * The public pages' frame: the brand on one side (on top on phones), the card on the other;
 * `taglineKey` changes the line under the brand (the driver's sign-in). The domain's theme
 * may give the brand side its own logo (`logo-login`) and background (`bg-login`).
 */
export function LoginFrame({
  children,
  taglineKey = 'login.subtitle',
}: {
  children: ReactNode;
  taglineKey?: string;
}) {
  const { t } = useTranslation();
  const branding = useBranding();
  const backdrop = branding.backgroundImage
    ? { backgroundImage: `${BACKDROP_SHADE}, url(${JSON.stringify(branding.backgroundImage)})` }
    : undefined;
  return (
    <div className={styles.page}>
      <aside className={styles.brand} style={backdrop} data-testid="login-brand">
        {branding.logoLogin ? (
          <img className={styles.brandLogo} src={branding.logoLogin} alt={branding.title} />
        ) : (
          <Logo size="large" />
        )}
        <p className={styles.tagline}>{t(taglineKey)}</p>
      </aside>
      <main className={styles.formSide}>{children}</main>
    </div>
  );
}

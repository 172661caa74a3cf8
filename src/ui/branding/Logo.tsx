import { mdiLighthouseOn } from '@mdi/js';
import { Icon } from '../common/Icon';
import { useBranding } from './BrandingContext';
import styles from './Logo.module.css';

/** The header logo: the configured image, or the text logo with Farol's lighthouse. */
export function Logo({ size = 'header' }: { size?: 'header' | 'large' }) {
  const branding = useBranding();
  const className = size === 'large' ? `${styles.logo} ${styles.large}` : styles.logo;
  if (branding.headLogo.image && branding.logo) {
    return (
      <img
        className={className}
        src={branding.logo}
        alt={branding.title}
        style={{ maxWidth: `${branding.logoWidth}%` }}
      />
    );
  }
  return (
    <span className={className}>
      <Icon path={mdiLighthouseOn} size={size === 'large' ? 40 : 26} className={styles.mark} />
      <span className={styles.text}>{branding.headLogo.text}</span>
    </span>
  );
}

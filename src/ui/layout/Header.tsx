import { mdiBellOffOutline, mdiBellRingOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Logo } from '../branding/Logo';
import { Icon } from '../common/Icon';
import { useConnection } from '../core/hooks';
import controls from '../common/controls.module.css';
import { ImpersonationBanner } from './ImpersonationBanner';
import { useMuted } from './useMuted';
import { UserMenu } from './UserMenu';
import styles from './Header.module.css';

/** The top bar: logo, live-connection notice, mute toggle and the user menu. */
export function Header() {
  const { t } = useTranslation();
  const [muted, setMuted] = useMuted();
  const connection = useConnection();
  const lost = connection?.socket === 'closed';

  return (
    <header className={styles.header}>
      <Logo />
      <div className={styles.spacer}>
        <ImpersonationBanner />
        {lost && (
          <span className={styles.notice} role="status">
            {t('header.reconnecting')}
          </span>
        )}
      </div>
      <button
        type="button"
        className={controls.iconButton}
        aria-pressed={muted}
        aria-label={muted ? t('header.unmute') : t('header.mute')}
        title={muted ? t('header.unmute') : t('header.mute')}
        onClick={() => setMuted(!muted)}
      >
        <Icon path={muted ? mdiBellOffOutline : mdiBellRingOutline} />
      </button>
      <UserMenu />
    </header>
  );
}

import {
  mdiAccountCog,
  mdiAccountMultiple,
  mdiBellRingOutline,
  mdiCalendarClock,
  mdiCardAccountDetailsOutline,
  mdiFunctionVariant,
  mdiLogout,
  mdiMenuDown,
  mdiServer,
  mdiTimerOutline,
  mdiWrenchClock,
} from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { User } from '@farol/model';
import { Icon } from '../common/Icon';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import { countdown } from '../format/countdown';
import { useShareRemaining } from './ShareExpiry';
import styles from './UserMenu.module.css';
import { useDropdown } from '../common/useDropdown';

interface Entry {
  key: string;
  label: string;
  icon: string;
  to: string;
}

/** Menu entries by role (SPEC §2): share users see only Logout. */
function entriesFor(user: User, t: (key: string) => string): Entry[] {
  if (user.attributes.isShared) return [];
  const entries: Entry[] = [
    { key: 'account', label: t('userMenu.account'), icon: mdiAccountCog, to: '/account' },
  ];
  const manager = user.administrator || user.userLimit !== 0;
  if (manager)
    entries.push({
      key: 'users',
      label: t('userMenu.users'),
      icon: mdiAccountMultiple,
      to: '/users',
    });
  if (user.administrator) {
    entries.push({
      key: 'computed',
      label: t('userMenu.computed'),
      icon: mdiFunctionVariant,
      to: '/computed',
    });
    entries.push({ key: 'server', label: t('userMenu.server'), icon: mdiServer, to: '/server' });
  }
  entries.push({
    key: 'drivers',
    label: t('userMenu.drivers'),
    icon: mdiCardAccountDetailsOutline,
    to: '/drivers',
  });
  entries.push({
    key: 'notifications',
    label: t('userMenu.notifications'),
    icon: mdiBellRingOutline,
    to: '/notifications',
  });
  if (!user.readonly) {
    entries.push(
      {
        key: 'calendars',
        label: t('userMenu.calendars'),
        icon: mdiCalendarClock,
        to: '/calendars',
      },
      {
        key: 'maintenance',
        label: t('userMenu.maintenance'),
        icon: mdiWrenchClock,
        to: '/maintenances',
      },
    );
  }
  return entries;
}

/** The user's name with a menu of account entries and Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const core = useCore();
  const session = useSession();
  const [, navigate] = useLocation();
  const { open, setOpen, root } = useDropdown();
  const remaining = useShareRemaining();

  const user = session?.user;
  if (!user) return null;
  const name = user.name || user.email;

  const logout = async () => {
    setOpen(false);
    try {
      await core.logout();
    } finally {
      // SPEC §4: logout reloads the page, which lands on /login.
      window.location.assign('/login');
    }
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('userMenu.open')}
        onClick={() => setOpen(!open)}
      >
        {remaining === null ? (
          <>
            <span className={styles.avatar} aria-hidden>
              {name.slice(0, 1).toUpperCase()}
            </span>
            <span className={styles.name}>{name}</span>
          </>
        ) : (
          <ShareCountdown remaining={remaining} />
        )}
        <Icon path={mdiMenuDown} />
      </button>
      {open && (
        <div className={styles.menu} role="menu">
          {entriesFor(user, t).map((entry) => (
            <button
              key={entry.key}
              type="button"
              role="menuitem"
              className={styles.item}
              onClick={() => {
                setOpen(false);
                navigate(entry.to);
              }}
            >
              <Icon path={entry.icon} />
              {entry.label}
            </button>
          ))}
          <button type="button" role="menuitem" className={styles.item} onClick={logout}>
            <Icon path={mdiLogout} />
            {t('userMenu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}

/** A share user's time left in place of the name (SPEC §2): 'Expira em' and the countdown. */
function ShareCountdown({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  const parts = countdown(remaining);
  return (
    <>
      <span className={`${styles.avatar} ${styles.timer}`} aria-hidden>
        <Icon path={mdiTimerOutline} size={18} />
      </span>
      <span className={styles.expiry} data-testid="share-countdown">
        <span className={styles.expiryLabel}>{t('userMenu.expiresIn')}</span>
        <span className={styles.expiryValue}>
          {t(`share.countdown.${parts.unit}`, { ...parts })}
        </span>
      </span>
    </>
  );
}

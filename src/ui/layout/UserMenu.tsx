import {
  mdiAccountCog,
  mdiAccountMultiple,
  mdiBellRingOutline,
  mdiCalendarClock,
  mdiCardAccountDetailsOutline,
  mdiCashMultiple,
  mdiCellphoneArrowDown,
  mdiFunctionVariant,
  mdiPowerPlugOutline,
  mdiReceiptTextOutline,
  mdiLogout,
  mdiMenuDown,
  mdiPaletteOutline,
  mdiServer,
  mdiTextBoxSearchOutline,
  mdiTimerOutline,
  mdiWrenchClock,
} from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isShareAccount, USER_MENU, type MenuEntry } from '@farol/model';
import type { SessionView } from '../../worker/types';
import { Icon } from '../common/Icon';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import { countdown } from '../format/countdown';
import { ENTRY_ROUTES } from './menuRoutes';
import { menusOf } from './menusOf';
import { useShareRemaining } from './ShareExpiry';
import styles from './UserMenu.module.css';
import { useDropdown } from '../common/useDropdown';
import { install, useInstallOffered } from '../pwa/installPrompt';

interface EntryView {
  label: string;
  icon: string;
}

/** The user menu entries this client has screens for, by the model's entry id. */
const USER_ENTRIES: Partial<Record<MenuEntry, EntryView>> = {
  account: { label: 'userMenu.account', icon: mdiAccountCog },
  logs: { label: 'userMenu.logs', icon: mdiTextBoxSearchOutline },
  integrations: { label: 'userMenu.integrations', icon: mdiPowerPlugOutline },
  billing: { label: 'userMenu.billing', icon: mdiCashMultiple },
  invoices: { label: 'userMenu.invoices', icon: mdiReceiptTextOutline },
  theme: { label: 'userMenu.theme', icon: mdiPaletteOutline },
  users: { label: 'userMenu.users', icon: mdiAccountMultiple },
  computed: { label: 'userMenu.computed', icon: mdiFunctionVariant },
  server: { label: 'userMenu.server', icon: mdiServer },
  drivers: { label: 'userMenu.drivers', icon: mdiCardAccountDetailsOutline },
  notifications: {
    label: 'userMenu.notifications',
    icon: mdiBellRingOutline,
  },
  calendars: { label: 'userMenu.calendars', icon: mdiCalendarClock },
  maintenance: { label: 'userMenu.maintenance', icon: mdiWrenchClock },
};

/** Menu entries by role (SPEC §2, §6; the model's `visibleMenus`): share users see only Logout. */
function entriesFor(session: SessionView): (EntryView & { key: MenuEntry; to: string })[] {
  const visible = menusOf(session);
  return USER_MENU.flatMap((key) => {
    const view = USER_ENTRIES[key];
    const to = ENTRY_ROUTES[key];
    return view && to && visible.has(key) ? [{ key, to, ...view }] : [];
  });
}

/**
 * The user's name with a menu of account entries, "install the app" while the browser offers
 * it (the PWA's install prompt), and Logout.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const core = useCore();
  const session = useSession();
  const [, navigate] = useLocation();
  const { open, setOpen, root } = useDropdown();
  const remaining = useShareRemaining();
  const installOffered = useInstallOffered();

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
          {entriesFor(session).map((entry) => (
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
              {t(entry.label)}
            </button>
          ))}
          {installOffered && !isShareAccount(user) && (
            <button
              type="button"
              role="menuitem"
              className={styles.item}
              onClick={() => {
                setOpen(false);
                void install();
              }}
            >
              <Icon path={mdiCellphoneArrowDown} />
              {t('userMenu.install')}
            </button>
          )}
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

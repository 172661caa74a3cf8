import {
  mdiArrowCollapse,
  mdiArrowExpand,
  mdiArrowLeft,
  mdiClose,
  mdiWindowMinimize,
  mdiWindowRestore,
} from '@mdi/js';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Icon } from '../common/Icon';
import controls from '../common/controls.module.css';
import styles from './SidePanel.module.css';

/**
 * The panel over the map (SPEC §2): back, minimise, expand (`?expand=true`) and close (to
 * /home). `placement="bottom"` turns it into a bottom panel on narrow screens; `wide` suits
 * management lists with several columns.
 */
export function SidePanel({
  title,
  back,
  placement = 'side',
  wide = false,
  children,
}: {
  title: ReactNode;
  back?: string;
  placement?: 'side' | 'bottom';
  /** Management lists and forms, report tables: a wider panel on large screens. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [minimized, setMinimized] = useState(false);
  const expanded = new URLSearchParams(search).get('expand') === 'true';

  const toggleExpand = () => navigate(expanded ? location : `${location}?expand=true`);
  const className = [
    styles.panel,
    placement === 'bottom' ? styles.bottom : '',
    wide ? styles.wide : '',
    expanded ? styles.expanded : '',
    minimized ? styles.minimized : '',
  ].join(' ');

  return (
    <section
      className={className}
      aria-label={typeof title === 'string' ? title : undefined}
      data-placement={placement}
      data-map-cover
    >
      <header className={styles.head}>
        {back && (
          <button
            type="button"
            className={controls.iconButton}
            aria-label={t('common.back')}
            title={t('common.back')}
            onClick={() => navigate(back)}
          >
            <Icon path={mdiArrowLeft} />
          </button>
        )}
        <h1 className={styles.title}>{title}</h1>
        <button
          type="button"
          className={controls.iconButton}
          aria-label={minimized ? t('common.restore') : t('common.minimize')}
          title={minimized ? t('common.restore') : t('common.minimize')}
          onClick={() => setMinimized(!minimized)}
        >
          <Icon path={minimized ? mdiWindowRestore : mdiWindowMinimize} />
        </button>
        <button
          type="button"
          className={`${controls.iconButton} ${styles.expandButton}`}
          aria-pressed={expanded}
          aria-label={expanded ? t('common.collapse') : t('common.expand')}
          title={expanded ? t('common.collapse') : t('common.expand')}
          onClick={toggleExpand}
        >
          <Icon path={expanded ? mdiArrowCollapse : mdiArrowExpand} />
        </button>
        <button
          type="button"
          className={controls.iconButton}
          aria-label={t('common.close')}
          title={t('common.close')}
          onClick={() => navigate('/home')}
        >
          <Icon path={mdiClose} />
        </button>
      </header>
      {!minimized && <div className={styles.body}>{children}</div>}
    </section>
  );
}

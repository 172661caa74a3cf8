import { mdiClose } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../common/Icon';
import controls from '../../common/controls.module.css';
import { streetViewUrl } from './externalLinks';
import styles from './StreetViewPanel.module.css';

/**
 * The street-view panel (SPEC §2): Google's Street View embed at the device when the server
 * has a Google Maps key (server attribute `googleKey`), otherwise a link to open it.
 */
export function StreetViewPanel({
  latitude,
  longitude,
  course,
  apiKey,
  onClose,
}: {
  latitude: number;
  longitude: number;
  course: number;
  apiKey: string | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const embed = apiKey
    ? `https://www.google.com/maps/embed/v1/streetview?key=${encodeURIComponent(apiKey)}` +
      `&location=${latitude},${longitude}&heading=${Math.round(course)}`
    : null;
  return (
    <section className={styles.panel} aria-label={t('streetView.title')}>
      <header className={styles.head}>
        <span>{t('streetView.title')}</span>
        <button
          type="button"
          className={controls.iconButton}
          aria-label={t('common.close')}
          onClick={onClose}
        >
          <Icon path={mdiClose} />
        </button>
      </header>
      {embed ? (
        <iframe
          className={styles.frame}
          title={t('streetView.title')}
          src={embed}
          loading="lazy"
          allowFullScreen
        />
      ) : (
        <div className={styles.empty}>
          <p>{t('streetView.noKey')}</p>
          <a href={streetViewUrl(latitude, longitude, course)} target="_blank" rel="noreferrer">
            {t('streetView.open')}
          </a>
        </div>
      )}
    </section>
  );
}

import { mdiWhatsapp } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../branding/BrandingContext';
import { Icon } from '../common/Icon';
import { whatsappLink } from './whatsappLink';
import styles from './ChatLink.module.css';

/** The floating chat link, shown when the branding config has a WhatsApp number (SPEC §2). */
export function ChatLink() {
  const { t } = useTranslation();
  const href = whatsappLink(useBranding().whatsapp);
  if (!href) return null;
  return (
    <a
      className={styles.link}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
      title={t('chat.label')}
    >
      <Icon path={mdiWhatsapp} size={30} />
    </a>
  );
}

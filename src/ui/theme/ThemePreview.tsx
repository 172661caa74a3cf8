import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeDraft } from './themeDraft';
import styles from './Theme.module.css';

/** A small header, menu and login card painted with the draft's colours, logo and texts. */
export function ThemePreview({ draft, logo }: { draft: ThemeDraft; logo: string | null }) {
  const { t } = useTranslation();
  const paint = {
    '--preview-primary': draft.colors.primary,
    '--preview-dark': draft.colors.primaryDark,
    '--preview-accent': draft.colors.accent,
  } as CSSProperties;
  return (
    <figure className={styles.preview} style={paint} aria-label={t('theme.preview')}>
      <div className={styles.previewHeader}>
        {logo ? <img src={logo} alt="" className={styles.previewLogo} /> : null}
        <strong>{draft.logoText || draft.appName}</strong>
        <span className={styles.previewAvatar}>A</span>
      </div>
      <div className={styles.previewBody}>
        <div className={styles.previewCard}>
          <strong>{draft.title}</strong>
          <span className={styles.previewInput} />
          <span className={styles.previewInput} />
          <span className={styles.previewButton}>{t('login.signIn')}</span>
        </div>
        <div className={styles.previewChips}>
          {(['success', 'warning', 'danger'] as const).map((name) => (
            <span key={name} style={{ background: draft.colors[name] }} />
          ))}
        </div>
      </div>
      <figcaption>{t('theme.preview')}</figcaption>
    </figure>
  );
}

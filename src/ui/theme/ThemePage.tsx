import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_IMAGE_TYPES, type ThemeBranding, type ThemeImage } from '@farol/model';
import { applyBranding } from '../branding/applyBrandColors';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { SidePanel } from '../layout/SidePanel';
import { toCoreError } from '../reports/coreErrorOf';
import { ThemePreview } from './ThemePreview';
import { draftOf, inputOf, THEME_COLORS, type ThemeDraft } from './themeDraft';
import styles from './Theme.module.css';

const IMAGE_URL: Record<ThemeImage, keyof ThemeBranding['images']> = {
  'fav-icon': 'favIcon',
  'bg-login': 'bgLogin',
  'logo-login': 'logoLogin',
  'logo-interno': 'logoInterno',
};

/**
 * `/theme`, Appearance (SPEC §2, companion-api.md §1.4): the white-label brand of the domain
 * the page is on — title, names, colours and images — with a live preview; saved through
 * `PUT /tarkan/theme`, images through `POST /tarkan/theme/upload` (resized by the server).
 */
export function ThemePage() {
  const { t } = useTranslation();
  return (
    <SidePanel title={t('theme.title')} wide>
      <ThemeEditor />
    </SidePanel>
  );
}

function ThemeEditor() {
  const { t } = useTranslation();
  const core = useCore();
  const [brand, setBrand] = useState<ThemeBranding | null>(null);
  const [draft, setDraft] = useState<ThemeDraft | null>(null);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void core.loadTheme().then(
      (loaded) => {
        setBrand(loaded);
        setDraft(draftOf(loaded));
      },
      (cause) => setStatus({ kind: 'error', text: toCoreError(cause).message }),
    );
  }, [core]);

  const run = async (work: () => Promise<ThemeBranding>, done: string) => {
    setBusy(true);
    setStatus(null);
    try {
      const saved = await work();
      setBrand(saved);
      applyBranding(saved, document.documentElement, document);
      setStatus({ kind: 'saved', text: done });
    } catch (cause) {
      const error = toCoreError(cause);
      setStatus({ kind: 'error', text: error.message || error.code });
    } finally {
      setBusy(false);
    }
  };

  if (!brand || !draft) {
    return status ? (
      <p role="alert">{status.text}</p>
    ) : (
      <p className={styles.note}>{t('common.loading')}</p>
    );
  }
  const set = (patch: Partial<ThemeDraft>) => setDraft({ ...draft, ...patch });
  const text = (key: 'title' | 'appName' | 'logoText' | 'whatsapp') => (
    <label className={controls.field}>
      <span className={controls.label}>{t(`theme.fields.${key}`)}</span>
      <input
        className={controls.input}
        value={draft[key]}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </label>
  );

  return (
    <div className={styles.editor}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => core.saveTheme(inputOf(draft, brand)), t('theme.saved'));
        }}
      >
        <fieldset className={styles.group}>
          <legend>{t('theme.texts')}</legend>
          {text('title')}
          {text('appName')}
          {text('logoText')}
          {text('whatsapp')}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('theme.colors')}</legend>
          <div className={styles.colors}>
            {THEME_COLORS.map((name) => (
              <label key={name} className={styles.color}>
                <input
                  type="color"
                  value={draft.colors[name]}
                  onChange={(event) =>
                    set({ colors: { ...draft.colors, [name]: event.target.value } })
                  }
                />
                <span>{t(`theme.color.${name}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('theme.images')}</legend>
          {THEME_IMAGE_TYPES.map((type) => {
            const url = brand.images[IMAGE_URL[type]];
            return (
              <label key={type} className={styles.image}>
                <span className={styles.thumb}>{url ? <img src={url} alt="" /> : null}</span>
                <span className={controls.label}>{t(`theme.image.${type}`)}</span>
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  disabled={busy}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) {
                      void run(() => core.uploadThemeImage({ type, file }), t('theme.uploaded'));
                    }
                  }}
                />
              </label>
            );
          })}
        </fieldset>
        {status && (
          <p
            role={status.kind === 'error' ? 'alert' : 'status'}
            className={status.kind === 'error' ? controls.alert : styles.saved}
          >
            {status.text}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={controls.ghost}
            onClick={() => setDraft(draftOf(brand))}
            disabled={busy}
          >
            {t('theme.reset')}
          </button>
          <button type="submit" className={controls.button} disabled={busy}>
            {t('common.save')}
          </button>
        </div>
      </form>
      <ThemePreview draft={draft} logo={brand.images.logoInterno ?? brand.logo} />
    </div>
  );
}

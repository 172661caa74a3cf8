import { mdiContentCopy } from '@mdi/js';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Share } from '@farol/model';
import { copyText } from '../../common/copyText';
import { Icon } from '../../common/Icon';
import controls from '../../common/controls.module.css';
import styles from './ShareDialog.module.css';

/** The address a share's visitor opens: `/share/{token}` on this site (SPEC §2 public routes). */
export const shareUrl = (token: string): string =>
  `${window.location.origin}/share/${encodeURIComponent(token)}`;

/** A share's link with a copy button and its QR code. */
export function ShareLinkView({ share, expires }: { share: Share; expires: string }) {
  const { t } = useTranslation();
  const url = shareUrl(share.token);
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setCopied(null);
    void QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (text) => live && setSvg(text),
    );
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <section className={styles.linkBox} aria-label={t('share.link')} data-testid="share-link">
      <label className={controls.field}>
        <span className={controls.label}>{t('share.link')}</span>
        <span className={styles.linkRow}>
          <input
            ref={input}
            className={controls.input}
            value={url}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <button
            type="button"
            className={controls.button}
            onClick={() => void copyText(url, input.current).then(setCopied)}
          >
            <Icon path={mdiContentCopy} size={18} />
            {t('share.copy')}
          </button>
        </span>
      </label>
      <p className={styles.meta}>{expires}</p>
      {copied === true && (
        <p className={styles.copied} role="status">
          {t('share.copied')}
        </p>
      )}
      {copied === false && <p className={controls.alert}>{t('share.copyFailed')}</p>}
      {/* The SVG comes from the qrcode library for our own URL, not from user input. */}
      {svg && (
        <div
          className={styles.qr}
          role="img"
          aria-label={t('share.qr')}
          data-testid="share-qr"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
    </section>
  );
}

import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplayColors, ReplayData } from '../../worker/types';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { formatNumber } from '../format/formatNumber';
import { attributeLabel } from '../reports/attributeLabel';
import styles from './ReplayPage.module.css';

/** The value the path is coloured by: a numeric attribute, or each device's own colour. */
export const BY_DEVICE = '';

/**
 * What the path is coloured by (SPEC §2: speed with a legend, or any numeric attribute; several
 * devices start in their own colours); the worker computes the colours.
 */
export function ReplayColoring({
  data,
  onColors,
}: {
  data: ReplayData;
  onColors(colors: Uint8Array[] | null): void;
}) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const id = useId();
  const [by, setBy] = useState(data.tracks.length > 1 ? BY_DEVICE : 'speed');
  const [legend, setLegend] = useState<ReplayColors | null>(null);

  useEffect(() => {
    if (by === BY_DEVICE) {
      setLegend(null);
      onColors(null);
      return;
    }
    let current = true;
    void core.replayColors({ attribute: by }).then((colors) => {
      if (!current) return;
      setLegend({ ...colors, colors: [] });
      onColors(colors.colors);
    });
    return () => {
      current = false;
    };
  }, [core, by, data, onColors]);

  const unit = by === 'speed' ? ` ${t(`units.${data.units.speed}`)}` : '';
  return (
    <div className={styles.coloring}>
      <label className={styles.inline} htmlFor={id}>
        <span className={controls.label}>{t('replay.colorBy')}</span>
        <select
          id={id}
          className={controls.input}
          value={by}
          onChange={(e) => setBy(e.target.value)}
        >
          <option value={BY_DEVICE}>{t('replay.byDevice')}</option>
          {data.attributes.map((name) => (
            <option key={name} value={name}>
              {attributeLabel(name, i18n)}
            </option>
          ))}
        </select>
      </label>
      {legend && (
        <span className={styles.legend} data-testid="replay-legend">
          <span className={styles.ramp} aria-hidden />
          {t('replay.legend', {
            min: `${formatNumber(legend.min, i18n.language, 0)}${unit}`,
            max: `${formatNumber(legend.max, i18n.language, 0)}${unit}`,
          })}
        </span>
      )}
    </div>
  );
}

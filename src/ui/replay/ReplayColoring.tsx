import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplayColors, ReplayData } from '../../worker/types';
import { AttributePicker } from '../charts/AttributePicker';
import { useCore } from '../core/CoreContext';
import { formatNumber } from '../format/formatNumber';
import styles from './ReplayPage.module.css';

/** The value the path is coloured by: a numeric attribute, or each device's own colour. */
export const BY_DEVICE = '';

/**
 * What the path is coloured by (SPEC §2: speed with a legend, or any numeric attribute; several
 * devices start in their own colours); the worker computes the colours — one device's speed
 * colours come with the load (ReplayData.colors).
 */
export function ReplayColoring({
  data,
  onColors,
}: {
  data: ReplayData;
  /** The colours chosen for `data`'s paths (RGBA per vertex per level), or null: by device. */
  onColors(data: ReplayData, colors: Uint8Array[] | null): void;
}) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const [by, setBy] = useState(data.tracks.length > 1 ? BY_DEVICE : 'speed');
  const [legend, setLegend] = useState<ReplayColors | null>(null);

  useEffect(() => {
    if (by === BY_DEVICE) {
      setLegend(null);
      onColors(data, null);
      return;
    }
    // The load's own colouring (speed, for one device) is already drawn: nothing to ask.
    if (data.colors?.attribute === by) {
      setLegend({ ...data.colors, levels: [] });
      onColors(data, data.colors.levels);
      return;
    }
    let current = true;
    void core.replayColors({ attribute: by }).then((colors) => {
      if (!current) return;
      setLegend({ ...colors, levels: [] });
      onColors(data, colors.levels);
    });
    return () => {
      current = false;
    };
  }, [core, by, data, onColors]);

  const unit = by === 'speed' ? ` ${t(`units.${data.units.speed}`)}` : '';
  return (
    <div className={styles.coloring}>
      <AttributePicker
        label={t('replay.colorBy')}
        attributes={data.attributes}
        value={by}
        onChange={setBy}
        leading={<option value={BY_DEVICE}>{t('replay.byDevice')}</option>}
      />
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

import { memo, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpeedUnit } from '@farol/model';
import controls from '../common/controls.module.css';
import { attributeLabel } from '../reports/attributeLabel';
import styles from './AttributePicker.module.css';

/** The chart's axis label: the attribute in the user's language with its unit, if it has one. */
export function useAttributeAxis(attribute: string, speedUnit: SpeedUnit): string {
  const { t, i18n } = useTranslation();
  // Made again only when one of them changes (`t` is another one in another language): the
  // player's chart renders at every tick.
  return useMemo(() => {
    const unit =
      attribute === 'speed'
        ? ` (${t(`units.${speedUnit}`)})`
        : attribute === 'altitude'
          ? ' (m)'
          : '';
    return `${attributeLabel(attribute, i18n)}${unit}`;
  }, [attribute, speedUnit, t, i18n]);
}

/**
 * A choice among the numeric attributes: the chart type selector (SPEC §2), or what the route
 * player colours its path by (`label`, with a `leading` option of its own). Rendered again only
 * when its props change: the route player's chart renders at every tick of the clock (at 1000x,
 * every frame), and each option's label is a translation lookup.
 */
export const AttributePicker = memo(function AttributePicker({
  attributes,
  value,
  onChange,
  label,
  leading,
}: {
  attributes: readonly string[];
  value: string;
  onChange(attribute: string): void;
  label?: string;
  leading?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <label className={styles.picker} htmlFor={id}>
      <span className={controls.label}>{label ?? t('reports.results.attribute')}</span>
      <select
        id={id}
        className={controls.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {leading}
        {attributes.map((name) => (
          <option key={name} value={name}>
            {attributeLabel(name, i18n)}
          </option>
        ))}
      </select>
    </label>
  );
});

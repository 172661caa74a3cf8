import { deviceColor } from '@farol/model';
import { CATEGORY_ICON_PATHS, categoryOf } from '../../common/categoryIcons';

const STATUS_FILL = { online: '#2e9e5b', offline: '#d64545', unknown: '#8a94a6' } as const;

/**
 * The device as the map draws it: a disc coloured by status with a white ring, the category
 * glyph tinted with `tarkan.color` (white when unset).
 */
export function GlyphPreview({
  category,
  color,
  status = 'online',
  size = 56,
}: {
  category: string | null;
  color: unknown;
  status?: keyof typeof STATUS_FILL;
  size?: number;
}) {
  const [r, g, b] = deviceColor(color);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 56 56"
      role="img"
      aria-label={categoryOf(category)}
      data-testid="glyph-preview"
      data-color={`rgb(${r}, ${g}, ${b})`}
    >
      <circle cx="28" cy="28" r="25" fill={STATUS_FILL[status]} stroke="#fff" strokeWidth="3" />
      <path
        transform="translate(13 13) scale(1.25)"
        d={CATEGORY_ICON_PATHS[categoryOf(category)]}
        fill={`rgb(${r}, ${g}, ${b})`}
      />
    </svg>
  );
}

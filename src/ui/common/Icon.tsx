/** A Material Design icon drawn from its SVG path; decorative unless given a label. */
export function Icon({
  path,
  size = 20,
  label,
  className,
}: {
  path: string;
  size?: number;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}

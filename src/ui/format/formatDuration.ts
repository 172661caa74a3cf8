/** Every character formatDuration writes (the map's glyph atlas for stop durations). */
export const DURATION_CHARACTERS = '0123456789 hmin';

/** A duration as hours and minutes (`2 h 05 min`), or minutes alone under an hour (`7 min`). */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return `${hours} h ${String(rest).padStart(2, '0')} min`;
}

/** Where each of `count` entries sits around a centre: offsets in px, the first at the top. */
export function radialLayout(count: number, radius: number): { x: number; y: number }[] {
  return Array.from({ length: count }, (_, index) => {
    // Clockwise from twelve o'clock, evenly spread.
    const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
    return {
      x: Math.round(radius * Math.cos(angle)),
      y: Math.round(radius * Math.sin(angle)),
    };
  });
}

/** The ring's radius: wider as entries are added, so neighbours' labels keep apart. */
export const ringRadius = (count: number): number => Math.max(84, Math.round(count * 15));

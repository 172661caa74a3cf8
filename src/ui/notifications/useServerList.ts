import { useEffect, useState } from 'react';

/**
 * A list the server offers (notification types, channels…): `fallback` until it answers, then
 * the union of both, `fallback`'s first. A failed lookup keeps `fallback`.
 */
export function useServerList(
  load: () => Promise<string[]>,
  fallback: readonly string[],
): string[] {
  const [items, setItems] = useState<string[]>([...fallback]);
  useEffect(() => {
    let live = true;
    load().then(
      (known) => live && setItems([...new Set([...fallback, ...known])]),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- one lookup per mounted form
  return items;
}

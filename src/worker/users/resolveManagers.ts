/**
 * The one manager each account sits below, from every manager that lists it: the deepest
 * (the one itself managed, through the most levels, by the others), so a customer a reseller
 * made and handed to a sub-reseller shows below the sub-reseller. Ties keep the first found.
 */
export function resolveManagers(
  candidates: ReadonlyMap<number, readonly number[]>,
): Map<number, number> {
  const chosen = new Map<number, number>();
  for (const [id, managers] of candidates) {
    const first = managers.find((manager) => manager !== id);
    if (first !== undefined) chosen.set(id, first);
  }
  const depthOf = (id: number) => {
    let depth = 0;
    const seen = new Set<number>([id]);
    for (let up = chosen.get(id); up !== undefined && !seen.has(up); up = chosen.get(up)) {
      seen.add(up);
      depth += 1;
    }
    return depth;
  };
  // Each pass can only move an account deeper; a few passes settle any real tree.
  for (let pass = 0; pass < 8; pass += 1) {
    let changed = false;
    for (const [id, managers] of candidates) {
      if (managers.length < 2) continue;
      let best = chosen.get(id);
      let bestDepth = best === undefined ? -1 : depthOf(best);
      for (const manager of managers) {
        if (manager === id) continue;
        const depth = depthOf(manager);
        if (depth > bestDepth) {
          best = manager;
          bestDepth = depth;
        }
      }
      if (best !== undefined && best !== chosen.get(id)) {
        chosen.set(id, best);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return chosen;
}

/**
 * Fuel and its cost (SPEC §3, SPEC.md RP5): what the device reported spending, else an estimate
 * from the device's `litersx100km` over the distance; the cost at the user's `fuelPrice`, else
 * the server's, per litre.
 */

/** Litres spent over `distance` metres; null when neither a reading nor a rate is known. */
export function fuelLitres(
  spentFuel: number,
  distance: number,
  litersx100km: number | null,
): number | null {
  if (spentFuel > 0) return spentFuel;
  if (litersx100km !== null && litersx100km > 0 && distance > 0) {
    return (distance / 100_000) * litersx100km;
  }
  return null;
}

/** The cost of `litres` at `price` per litre, 2 decimals; null without either. */
export function fuelCost(litres: number | null, price: number | null): number | null {
  if (litres === null || price === null || price <= 0) return null;
  return Math.round(litres * price * 100) / 100;
}

/** A positive number from an attribute (numbers or numeric text), else null. */
export function positiveNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
}

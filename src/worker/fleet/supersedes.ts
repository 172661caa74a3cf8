import type { Position } from '@farol/model';

/** Epoch ms of a position's fix (falling back to device, then server time), or null. */
export function fixTimeOf(position: Position): number | null {
  const text = position.fixTime ?? position.deviceTime ?? position.serverTime;
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Last write wins by fix time, then by arrival (SPEC.md B2): `incoming` replaces `current`
 * unless its fix is strictly older. A position without any time counts as newest.
 */
export function supersedes(incoming: Position, current: Position | undefined): boolean {
  if (!current) return true;
  const next = fixTimeOf(incoming);
  const prev = fixTimeOf(current);
  return next === null || prev === null || next >= prev;
}

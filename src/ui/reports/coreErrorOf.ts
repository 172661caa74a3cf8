/** A rejection from the core as the plain CoreError it carries (anything else: its message). */
import type { CoreError } from '../../worker/types';

export function toCoreError(value: unknown): CoreError {
  if (value && typeof value === 'object' && 'code' in value && 'type' in value) {
    return value as CoreError;
  }
  const message = value instanceof Error ? value.message : String(value);
  return { type: 'validation', code: 'INTERNAL_ERROR', message };
}

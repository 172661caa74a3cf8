/**
 * A frame that cannot be decoded: truncated, out of range, or not what its protocol allows.
 * Decoders throw nothing else for bad input; the connection drops the frame and all it said.
 */
export class DecodeError extends Error {
  override readonly name = 'DecodeError';
}

/** Throws a DecodeError unless `condition` holds. */
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new DecodeError(message);
}

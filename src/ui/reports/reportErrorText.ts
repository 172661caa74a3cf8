/** A report failure in the user's language: a known case's sentence, else the server's words. */
import type { TFunction } from 'i18next';
import type { CoreError } from '../../worker/types';

/** Codes with their own sentence in `reports.errors` (matched as prefixes: the server adds detail). */
const KNOWN = [
  'TIME_PERIOD_EXCEEDS_THE_LIMIT',
  'OPERATION_RESTRICTED',
  'MAIL_NOT_CONFIGURED',
  'USER_HAS_NO_E_MAIL_ADDRESS',
  'INVALID_RESPONSE',
];
/** Codes the shared catalogue (`errors.*`) already words. */
const SHARED = [
  'NETWORK_ERROR',
  'TIMEOUT',
  'SERVER_ERROR',
  'HTTP_401_UNAUTHORIZED',
  'DEVICE_ACCESS_DENIED',
];

export function reportErrorText(
  error: CoreError,
  t: TFunction,
  key: 'failed' | 'fileFailed' = 'failed',
): string {
  const known = KNOWN.find((code) => error.code.startsWith(code));
  if (known) return t(`reports.errors.${known}`);
  if (SHARED.includes(error.code)) return t(`errors.${error.code}`);
  return t(`reports.errors.${key}`, { message: error.message });
}

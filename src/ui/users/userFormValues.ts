import { HIGHER_RANK_CODE, isPermissionMask, type User, type UserForm } from '@farol/model';
import { MASK_ATTRIBUTE } from './MaskEditor';

/** A stored account (or a blank one) as the form's starting values. */
export function formValuesOf(user: User): UserForm {
  return { ...user, password: '', passwordConfirm: '' };
}

/**
 * The account to send from the form's values: the password apart, and — as Tarkan does — an
 * account held to the advanced mask loses the read-only, device-read-only and limited-commands
 * flags the mask replaces.
 */
export function userToSave(values: UserForm): { user: User; password?: string } {
  const { password, passwordConfirm: _confirm, ...rest } = values;
  const user: User = { ...rest, password: null };
  if (isPermissionMask(user.attributes[MASK_ATTRIBUTE])) {
    user.readonly = false;
    user.deviceReadonly = false;
    user.limitCommands = false;
  }
  return password ? { user, password } : { user };
}

/**
 * Server refusals that mean "that account outranks you": Farol's rank rule, and Traccar's
 * refusal to let a non-administrator touch an administrator (first: read with the target).
 */
const RANK_CODES: readonly string[] = [
  'ADMINISTRATOR_ACCESS_REQUIRED',
  HIGHER_RANK_CODE,
  'USER_HIGHER_RANK',
];

/** Farol's own rank refusal, whatever the account. */
export const isRankRefusal = (code: unknown) =>
  typeof code === 'string' && RANK_CODES.slice(1).includes(code);

/**
 * A save's refusal as the form shows it: editing an account of higher rank (SPEC §6) reads
 * 'Você não pode editar um administrador superior a você.'; anything else as the server said.
 */
export function saveFailure(error: unknown, target: User, viewer: User | null | undefined) {
  const code = (error as { code?: unknown })?.code;
  const outranked = target.administrator && !viewer?.administrator;
  if (
    typeof code === 'string' &&
    RANK_CODES.includes(code) &&
    (outranked || code !== RANK_CODES[0])
  ) {
    return { code: 'USER_HIGHER_RANK', message: '' };
  }
  return error;
}

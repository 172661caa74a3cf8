import type { Server, User } from '@farol/model';
import type { ServerEdition } from '../../../worker/types';

export type CreationBlock = 'remaining' | 'server' | 'user';

/**
 * Why the user may not add a device now (SPEC §5), or null: the `deviceLimit` header says none
 * are left; the server's `tarkan.deviceLimit` is positive and reached; the user's own
 * `deviceLimit` is not -1 and reached. `deviceCount` is how many devices the user has.
 */
export function deviceCreationBlock(input: {
  edition: ServerEdition | undefined;
  server: Server | null;
  user: User | null;
  deviceCount: number;
}): CreationBlock | null {
  const remaining = input.edition?.remainingDevices;
  if (remaining !== null && remaining !== undefined && remaining <= 0) return 'remaining';
  const serverLimit = Number(input.server?.attributes['tarkan.deviceLimit']);
  if (serverLimit > 0 && input.deviceCount >= serverLimit) return 'server';
  const userLimit = input.user?.deviceLimit ?? -1;
  if (userLimit !== -1 && input.deviceCount >= userLimit) return 'user';
  return null;
}

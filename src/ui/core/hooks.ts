import type { EntityCollection, EntityKind, EntityViewOf } from '../../worker/types';
import { useTopic } from './CoreContext';

/** Server, user and sign-in status. */
export const useSession = () => useTopic('session');
/** The visible window of the filtered, sorted device list, with counts. */
export const useFleetList = () => useTopic('list');
/** The latest map frame (typed arrays). */
export const useMapFrame = () => useTopic('map');
/** The selected device with its position and row. */
export const useSelectedDevice = () => useTopic('selected');
/** The live push connection's state. */
export const useConnection = () => useTopic('connection');

/** A kind's objects and load state (`entities.<kind>`), for the management screens. */
export const useEntities = <K extends EntityKind>(kind: K) =>
  useTopic(`entities.${kind}`) as EntityCollection<EntityViewOf[K]> | undefined;

/** The window of the users tree, with counts and load state (the worker holds the accounts). */
export const useUsers = () => useTopic('users');

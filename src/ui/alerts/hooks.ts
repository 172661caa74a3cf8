import { useTopic } from '../core/CoreContext';

/** The visible toasts of pushed events. */
export const useAlerts = () => useTopic('alerts');
/** Whether a newer build is served. */
export const useUpdate = () => useTopic('update');

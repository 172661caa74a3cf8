import { useSession } from '../core/hooks';
import { zoneOf } from './period';

/**
 * The user's time zone for reports (Traccar's rule: the user's `timezone`, else the server's;
 * the server's first when it forces its settings), else the browser's.
 */
export function useReportZone(): string {
  const session = useSession();
  const user = session?.user?.attributes.timezone;
  const server = session?.server?.attributes.timezone;
  const forced = session?.server?.forceSettings;
  return zoneOf(forced ? (server ?? user) : (user ?? server));
}

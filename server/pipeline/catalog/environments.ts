import type { ServerSettings } from '../../services/serverSettings';
import type {
  Attrs,
  ComputedAttributeRecord,
  DeviceRecord,
  MaintenanceRecord,
  PositionRecord,
} from '../../storage';
import { calendarContains } from '../../services/calendars';
import { lookupIn } from '../attributes';
import type { DeviceStateStore } from '../deviceStates';
import type { DeviceEnv, GeofenceArea } from '../env';
import type { Catalog } from './catalog';

/** Evaluates a computed attribute expression (the safe evaluator of server/services/computed). */
export type Evaluator = (
  expression: string,
  position: PositionRecord,
  device: DeviceRecord,
) => unknown;

interface Linked {
  version: number;
  groupId: number;
  groups: Attrs[];
  geofences: GeofenceArea[];
  computed: ComputedAttributeRecord[];
  maintenances: MaintenanceRecord[];
}

const present = <T>(items: (T | undefined)[]): T[] => items.filter((item): item is T => !!item);

/**
 * Builds each device's `DeviceEnv` from the catalog, the server settings, the configuration
 * options and the state store. What is linked to a device is cached until the catalog changes
 * or the device moves to another group.
 */
export class DeviceEnvironments {
  private readonly linked = new Map<number, Linked>();

  constructor(
    private readonly catalog: Catalog,
    private readonly settings: ServerSettings,
    private readonly options: Attrs,
    private readonly states: DeviceStateStore,
    private readonly evaluator: Evaluator,
  ) {}

  envFor(device: DeviceRecord): DeviceEnv {
    const snapshot = this.catalog.current;
    const linked = this.linkedTo(device);
    return {
      lookup: lookupIn([
        device.attributes,
        ...linked.groups,
        this.settings.current.attributes,
        this.options,
      ]),
      geofences: linked.geofences,
      geofence: (id) => snapshot.geofences.get(id),
      computed: linked.computed,
      maintenances: linked.maintenances,
      inCalendar: (calendarId, time) => {
        if (calendarId === 0) return true;
        const data = snapshot.calendars.get(calendarId);
        return data !== undefined && calendarContains(data, time);
      },
      evaluate: this.evaluator,
      state: this.states.get(device.id),
    };
  }

  private linkedTo(device: DeviceRecord): Linked {
    const { version } = this.catalog.current;
    const known = this.linked.get(device.id);
    if (known && known.version === version && known.groupId === device.groupId) return known;
    const snapshot = this.catalog.current;
    const objects = (kind: string) => this.catalog.deviceObjects(device.id, device.groupId, kind);
    const linked: Linked = {
      version,
      groupId: device.groupId,
      groups: this.catalog.groupChain(device.groupId).map((group) => group.attributes),
      geofences: present(objects('geofence').map((id) => snapshot.geofences.get(id))),
      computed: present(objects('attribute').map((id) => snapshot.computed.get(id))).sort(
        (a, b) => b.priority - a.priority || a.id - b.id,
      ),
      maintenances: present(objects('maintenance').map((id) => snapshot.maintenances.get(id))),
    };
    this.linked.set(device.id, linked);
    return linked;
  }
}

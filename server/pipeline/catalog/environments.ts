import type { ServerSettings } from '../../services/serverSettings';
import type { Attrs, DeviceRecord, PositionRecord } from '../../storage';
import { calendarContains } from '../../services/calendars';
import { lookupIn } from '../attributes';
import type { DeviceStateStore } from '../deviceStates';
import type { DeviceEnv } from '../env';
import type { Catalog } from './catalog';

/** Evaluates a computed attribute expression (the safe evaluator of server/services/computed). */
export type Evaluator = (
  expression: string,
  position: PositionRecord,
  device: DeviceRecord,
) => unknown;

interface Cached {
  version: number;
  groupId: number;
  deviceAttributes: Attrs;
  serverAttributes: Attrs;
  env: DeviceEnv;
}

const present = <T>(items: (T | undefined)[]): T[] => items.filter((item): item is T => !!item);

/**
 * Builds each device's `DeviceEnv` from the catalog, the server settings, the configuration
 * options and the state store. What is linked to a device is cached until the catalog changes
 * or the device moves to another group.
 */
export class DeviceEnvironments {
  private readonly cache = new Map<number, Cached>();

  constructor(
    private readonly catalog: Catalog,
    private readonly settings: ServerSettings,
    private readonly options: Attrs,
    private readonly states: DeviceStateStore,
    private readonly evaluator: Evaluator,
  ) {}

  /**
   * The device's environment. It is rebuilt only when the catalog changes, the device moves to
   * another group or its (or the server's) attributes are replaced; the state is always current.
   */
  envFor(device: DeviceRecord): DeviceEnv {
    const serverAttributes = this.settings.current.attributes;
    let cached = this.cache.get(device.id);
    if (
      !cached ||
      cached.version !== this.catalog.current.version ||
      cached.groupId !== device.groupId ||
      cached.deviceAttributes !== device.attributes ||
      cached.serverAttributes !== serverAttributes
    ) {
      cached = {
        version: this.catalog.current.version,
        groupId: device.groupId,
        deviceAttributes: device.attributes,
        serverAttributes,
        env: this.build(device, serverAttributes),
      };
      this.cache.set(device.id, cached);
    }
    cached.env.state = this.states.get(device.id);
    return cached.env;
  }

  private build(device: DeviceRecord, serverAttributes: Attrs): DeviceEnv {
    const snapshot = this.catalog.current;
    const objects = (kind: string) => this.catalog.deviceObjects(device.id, device.groupId, kind);
    const groups = this.catalog.groupChain(device.groupId).map((group) => group.attributes);
    return {
      lookup: lookupIn([device.attributes, ...groups, serverAttributes, this.options]),
      geofences: present(objects('geofence').map((id) => snapshot.geofences.get(id))),
      geofence: (id) => snapshot.geofences.get(id),
      computed: present(objects('attribute').map((id) => snapshot.computed.get(id))).sort(
        (a, b) => b.priority - a.priority || a.id - b.id,
      ),
      maintenances: present(objects('maintenance').map((id) => snapshot.maintenances.get(id))),
      driver: (uniqueId) => snapshot.drivers.get(uniqueId),
      inCalendar: (calendarId, time) => {
        if (calendarId === 0) return true;
        const data = snapshot.calendars.get(calendarId);
        return data !== undefined && calendarContains(data, time);
      },
      evaluate: this.evaluator,
      state: this.states.get(device.id),
    };
  }
}

import { AutolinkRequest } from '@farol/model';
import { SecurityError } from '../errors';
import type { DeviceRecord, Storage, UserRecord } from '../storage';
import type { DeviceService } from './devices';
import type { LinkService } from './links';
import type { PermissionsService } from './permissions';
import type { DeviceRegistry } from './registry';

/** `POST /tarkan/autolink` (the product's field names): the IMEI, plate, model and category. */
export const AutolinkInput = AutolinkRequest;
export type AutolinkInput = AutolinkRequest;

/** The device attribute that marks a claimed device with its claimer's id. */
export const CLAIMED_BY = 'autolinkUserId';

/** What a refused claim tells anyone: nothing about whose the device is, or whether it exists. */
export const NOT_AVAILABLE = 'Device not available';

/** Why a claim was refused, for the server's log. */
export type Refusal = 'unknown' | 'outsidePool' | 'claimed';

/** A refused claim: the caller reads NOT_AVAILABLE, the audit log the reason. */
export class AutolinkRefusal extends SecurityError {
  constructor(readonly reason: Refusal) {
    super(NOT_AVAILABLE);
  }
}

/**
 * Claiming a device by IMEI (companion-api.md §1.4), with the ownership check the product
 * lacks. The pool a caller may claim from: the devices linked to their managers (their
 * reseller) and, when the caller is a manager, to themselves. A device is claimable only when
 * it is in that pool, every user it is linked to is one of those pool owners (no customer has
 * it yet) and it carries no claim mark. Then it is renamed "<caller> - <plate>", given model,
 * category and plate (`plate`, and the product's `placa`), marked, and linked to the caller. Any refusal reads the same
 * (AutolinkRefusal); the route writes its reason to the audit log.
 */
export class Autolink {
  constructor(
    private readonly storage: Storage,
    private readonly registry: DeviceRegistry,
    private readonly permissions: PermissionsService,
    private readonly devices: DeviceService,
    private readonly links: LinkService,
  ) {}

  async claim(caller: UserRecord, input: AutolinkInput): Promise<DeviceRecord> {
    this.permissions.checkAdvanced(caller, 'device', 'create');
    await this.permissions.checkEdit(caller, 'device', true);
    const device = this.registry.byUnique(input.imei);
    if (!device) throw new AutolinkRefusal('unknown');
    const refusal = await this.check(caller, device);
    if (refusal) throw new AutolinkRefusal(refusal);
    await this.permissions.checkUserDeviceLimit(caller, caller.id);
    const attributes: Record<string, unknown> = { ...device.attributes, [CLAIMED_BY]: caller.id };
    // `plate` is where Farol's list, labels and search read it; `placa` where the product's did.
    if (input.placa) Object.assign(attributes, { plate: input.placa, placa: input.placa });
    const { id: _id, status: _s, lastUpdate: _l, positionId: _p, ...fields } = device;
    await this.devices.update(device.id, {
      ...fields,
      name: input.placa ? `${caller.name} - ${input.placa}` : device.name,
      model: input.modelo || device.model,
      category: input.categoria ?? device.category,
      attributes,
    });
    await this.links.add({
      ownerKind: 'user',
      ownerId: caller.id,
      propertyKind: 'device',
      propertyId: device.id,
    });
    return { ...this.registry.get(device.id)! };
  }

  private async check(caller: UserRecord, device: DeviceRecord): Promise<Refusal | null> {
    if (device.attributes[CLAIMED_BY] !== undefined) return 'claimed';
    const pool = new Set(await this.storage.links.ownersOf('user', 'user', caller.id));
    if (this.permissions.isManager(caller)) pool.add(caller.id);
    const holders = await this.storage.links.ownersOf('user', 'device', device.id);
    const inPool = caller.administrator || holders.some((id) => pool.has(id));
    if (!inPool) return 'outsidePool';
    if (holders.some((id) => !pool.has(id) && id !== caller.id)) return 'claimed';
    return null;
  }
}

import type { Link, Storage } from '../storage';
import type { LiveHub } from './liveHub';

/** Link writes; a user–device link also opens or closes that device on the user's sockets. */
export class LinkService {
  constructor(
    private readonly storage: Storage,
    private readonly hub: LiveHub,
  ) {}

  async add(link: Link): Promise<void> {
    await this.storage.links.add(link);
    if (link.ownerKind === 'user' && link.propertyKind === 'device') {
      this.hub.grant(link.ownerId, link.propertyId);
    }
  }

  async remove(link: Link): Promise<void> {
    await this.storage.links.remove(link);
    if (link.ownerKind === 'user' && link.propertyKind === 'device') {
      this.hub.revoke(link.ownerId, link.propertyId);
    }
  }
}

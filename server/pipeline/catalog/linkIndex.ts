import type { Link } from '../../storage';

const forwardKey = (ownerKind: string, ownerId: number, propertyKind: string) =>
  `${ownerKind}:${ownerId}>${propertyKind}`;
const backwardKey = (propertyKind: string, propertyId: number, ownerKind: string) =>
  `${propertyKind}:${propertyId}<${ownerKind}`;

const NONE: readonly number[] = [];

/** Links held in memory, looked up from either end. */
export class LinkIndex {
  private readonly forward = new Map<string, number[]>();
  private readonly backward = new Map<string, number[]>();

  constructor(links: Iterable<Link>) {
    for (const link of links) {
      push(
        this.forward,
        forwardKey(link.ownerKind, link.ownerId, link.propertyKind),
        link.propertyId,
      );
      push(
        this.backward,
        backwardKey(link.propertyKind, link.propertyId, link.ownerKind),
        link.ownerId,
      );
    }
  }

  /** Ids of the `propertyKind` objects linked to one owner (device 3 → its geofences). */
  properties(ownerKind: string, ownerId: number, propertyKind: string): readonly number[] {
    return this.forward.get(forwardKey(ownerKind, ownerId, propertyKind)) ?? NONE;
  }

  /** Ids of the `ownerKind` objects linked to one property (notification 5 → its users). */
  owners(propertyKind: string, propertyId: number, ownerKind: string): readonly number[] {
    return this.backward.get(backwardKey(propertyKind, propertyId, ownerKind)) ?? NONE;
  }
}

function push(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}

/** The share domain's surface (SPEC §2 "share temporary link"; companion API `/tarkan/shares`). */
import type { Share } from '@farol/model';

/** Share links of a device. */
export interface ShareApi {
  /** The user's shares of a device, soonest to expire first. */
  listShares(input: { deviceId: number }): Promise<Share[]>;
  /** Shares a device until `expiresAt` (epoch ms, in the future); the answer holds the token. */
  createShare(input: { deviceId: number; expiresAt: number }): Promise<Share>;
  /** Moves a share's expiry (epoch ms, in the future); the link stays the same. */
  updateShare(input: { shareId: number; expiresAt: number }): Promise<Share>;
  /** Deletes a share; its link stops working at once. */
  deleteShare(input: { shareId: number }): Promise<void>;
}

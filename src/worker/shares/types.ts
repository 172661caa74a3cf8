/** The share domain's surface (SPEC §2 "share temporary link"; companion API `/tarkan/shares`). */
import type { Share } from '@farol/model';

/**
 * What a share lets its visitor do: `limitCommands` keeps them to saved commands; `allowBlock`
 * lets them stop and resume the engine even so. Left out, the server keeps (or defaults) them.
 */
export interface ShareRightsInput {
  limitCommands?: boolean;
  allowBlock?: boolean;
}

/** Share links of a device. */
export interface ShareApi {
  /** The user's shares of a device, soonest to expire first. */
  listShares(input: { deviceId: number }): Promise<Share[]>;
  /** Shares a device until `expiresAt` (epoch ms, in the future); the answer holds the token. */
  createShare(input: { deviceId: number; expiresAt: number } & ShareRightsInput): Promise<Share>;
  /** Moves a share's expiry (epoch ms, in the future) and sets its rights; the link stays. */
  updateShare(input: { shareId: number; expiresAt: number } & ShareRightsInput): Promise<Share>;
  /** Deletes a share; its link stops working at once. */
  deleteShare(input: { shareId: number }): Promise<void>;
}

/** The player draws up to this many devices on one timeline (SPEC §2 route player). */
export const MAX_REPLAY_DEVICES = 20;

/** The IndexedDB (idb-keyval) keys the core owns. */
export const STORAGE_KEYS = {
  /** The remember-me token (never the password). */
  rememberedToken: 'farol.core.rememberedToken',
  /** While logged in as another account: the way back (a short token of one's own account). */
  returnTo: 'farol.core.returnTo',
  /** The device list search text, restored at start. */
  listSearch: 'farol.core.listSearch',
  /** Map display options, one entry per user id (`farol.core.mapOptions.<userId>`). */
  mapOptions: 'farol.core.mapOptions',
  /** The geofences a user hid from the map, one entry per user id (`….<userId>`). */
  hiddenGeofences: 'farol.core.hiddenGeofences',
  /** The last fleet and the recent log. */
  snapshot: 'farol.core.snapshot',
  /** The latest report runs per user (`….<userId>`, at most 25, SPEC §9), for the chooser. */
  recentReports: 'farol.core.recentReports',
} as const;

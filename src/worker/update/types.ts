/** The update domain's surface: whether a newer build is served (SPEC.md V1). */

/** Whether the server now serves a build other than the running one. */
export interface UpdateView {
  available: boolean;
  /** The running build's id (null when unknown, e.g. in tests). */
  current: string | null;
  /** The build id last read from `/version.json`. */
  latest: string | null;
}

export interface UpdateTopics {
  /** Whether a newer build is served. */
  update: UpdateView;
}

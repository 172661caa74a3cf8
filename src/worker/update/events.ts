/** The update domain's events. */
export interface UpdateEvents {
  'version.checked': { buildId: string };
}

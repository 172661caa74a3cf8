import { z } from 'zod';

/** Where each build publishes its identity, next to index.html. */
export const BUILD_INFO_PATH = '/version.json';

/**
 * `/version.json`: written by the build (scripts/buildInfoPlugin.ts) and read by the running
 * client to notice that a newer build is being served.
 */
export const BuildInfo = z.object({
  buildId: z.string().min(1),
  version: z.string().optional(),
  builtAt: z.string().optional(),
});
export type BuildInfo = z.infer<typeof BuildInfo>;

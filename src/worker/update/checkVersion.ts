import { BUILD_INFO_PATH, BuildInfo } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { toCoreError } from '../transport/errors';
import { requestJson } from '../transport/rest';

/**
 * Reads `/version.json` from the site and folds the build id it names (SPEC.md V1). The query
 * defeats caches between the browser and the server. A failure is logged and changes nothing
 * (V2): a site without the file (or offline) never shows the update dialog.
 */
export async function checkVersion(ctx: CoreContext): Promise<void> {
  try {
    const info = await requestJson({
      http: ctx.http,
      base: 'web',
      path: BUILD_INFO_PATH,
      query: { t: ctx.deps.now() },
      schema: BuildInfo,
    });
    ctx.dispatch('version.checked', 'rest', { buildId: info.buildId });
  } catch (error) {
    ctx.dispatch('request.failed', 'rest', { what: 'version', error: toCoreError(error) });
  }
}

/** The theme domain's API (SPEC.md TH1). */
import {
  THEME_IMAGE_TYPES,
  THEME_UPLOAD_MAX_BYTES,
  ThemeBranding,
  ThemeInput,
  type ThemeImage,
} from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { validationError } from '../transport/errors';
import { requestJson } from '../transport/rest';
import type { ThemeApi } from './types';

const IMAGE_TYPES = /^image\/(png|jpeg|webp|gif)$/;

export function createThemeApi(ctx: CoreContext): ThemeApi {
  return {
    loadTheme: () =>
      requestJson({
        http: ctx.http,
        base: 'tarkan',
        path: '/assets/custom/config.json',
        schema: ThemeBranding,
      }),
    async saveTheme(input) {
      const parsed = ThemeInput.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw validationError('INVALID_THEME', `${issue?.path.join('.')}: ${issue?.message}`);
      }
      return requestJson({
        http: ctx.http,
        base: 'tarkan',
        method: 'PUT',
        path: '/theme',
        json: parsed.data,
        schema: ThemeBranding,
      });
    },
    async uploadThemeImage({ type, file }) {
      if (!THEME_IMAGE_TYPES.includes(type as ThemeImage)) {
        throw validationError('INVALID_IMAGE', `Unknown image kind ${String(type)}`);
      }
      if (!IMAGE_TYPES.test(file.type)) {
        throw validationError('INVALID_IMAGE', 'The file must be a PNG, JPEG, WebP or GIF image');
      }
      if (file.size > THEME_UPLOAD_MAX_BYTES) {
        throw validationError('IMAGE_TOO_LARGE', 'The image must be at most 5 MB');
      }
      return requestJson({
        http: ctx.http,
        base: 'tarkan',
        method: 'POST',
        path: '/theme/upload',
        query: { type },
        file,
        schema: ThemeBranding,
      });
    },
  };
}

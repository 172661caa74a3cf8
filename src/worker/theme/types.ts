/** The theme domain's surface: the white-label brand of the request's domain. */
import type { ThemeBranding, ThemeImage, ThemeInput } from '@farol/model';

export interface ThemeApi {
  /** The domain's brand as the page reads it (`GET /tarkan/assets/custom/config.json`). */
  loadTheme(): Promise<ThemeBranding>;
  /** Saves the texts and colours for the request's domain (`PUT /tarkan/theme`); its brand. */
  saveTheme(input: ThemeInput): Promise<ThemeBranding>;
  /** Uploads one of the brand's images (`POST /tarkan/theme/upload?type=`). */
  uploadThemeImage(input: { type: ThemeImage; file: Blob }): Promise<ThemeBranding>;
}

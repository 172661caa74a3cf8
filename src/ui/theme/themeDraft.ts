import type { ThemeBranding, ThemeInput } from '@farol/model';

/** The colours the screen edits, by the names the page's CSS reads (applyBranding). */
export const THEME_COLORS = ['primary', 'primaryDark', 'accent', 'success', 'danger', 'warning'];

const DEFAULT_COLORS: Record<string, string> = {
  primary: '#0b63ce',
  primaryDark: '#084a9a',
  accent: '#f5a623',
  success: '#2e9e5b',
  danger: '#d64545',
  warning: '#e69b00',
};

/** What the form holds: the texts and colours of the domain's brand. */
export interface ThemeDraft {
  title: string;
  appName: string;
  logoText: string;
  whatsapp: string;
  colors: Record<string, string>;
}

export function draftOf(brand: ThemeBranding): ThemeDraft {
  return {
    title: brand.title,
    appName: brand.appName,
    logoText: brand.headLogo.text,
    whatsapp: brand.whatsapp,
    colors: Object.fromEntries(
      THEME_COLORS.map((name) => [name, brand.colors[name] ?? DEFAULT_COLORS[name]!]),
    ),
  };
}

/** The body of `PUT /tarkan/theme`; the logo image stays as the brand has it. */
export function inputOf(draft: ThemeDraft, brand: ThemeBranding): ThemeInput {
  return {
    config: {
      title: draft.title.trim(),
      appName: draft.appName.trim(),
      headLogo: { image: brand.headLogo.image, text: draft.logoText.trim() },
      whatsapp: draft.whatsapp.trim(),
    },
    colors: { ...brand.colors, ...draft.colors },
  };
}

import type { Branding } from '@farol/model';

const VARIABLES: Record<string, string> = {
  primary: '--color-primary',
  primaryDark: '--color-primary-dark',
  accent: '--color-accent',
  success: '--color-success',
  danger: '--color-danger',
  warning: '--color-warning',
  info: '--color-info',
  neutral: '--color-neutral',
};

/** Applies the branding colours to the CSS variables of `root` and sets the page title. */
export function applyBranding(branding: Branding, root: HTMLElement, doc: Document): void {
  for (const [key, value] of Object.entries(branding.colors)) {
    const variable = VARIABLES[key];
    if (variable && /^#[0-9a-f]{3,8}$/i.test(value)) root.style.setProperty(variable, value);
  }
  doc.title = branding.title;
}

import type { i18n } from 'i18next';

/** A position attribute's name in the user's language, else as the device sends it. */
export function attributeLabel(name: string, i18n: Pick<i18n, 't' | 'exists'>): string {
  const key = `reports.attributes.${name}`;
  return i18n.exists(key) ? i18n.t(key) : name;
}

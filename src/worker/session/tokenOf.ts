/** The token and TOTP-key endpoints answer with a raw string; tolerate a JSON-quoted one. */
export function tokenOf(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('"') ? String(JSON.parse(trimmed)) : trimmed;
}

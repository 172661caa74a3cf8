/** The `to` query value when it is a local path; anything else (or nothing) gives `/home`. */
export function safeReturnPath(to: string | null | undefined): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return '/home';
  if (to.startsWith('/login') || to.startsWith('/share/')) return '/home';
  return to;
}

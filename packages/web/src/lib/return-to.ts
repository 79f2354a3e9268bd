// Remembers the page a visitor wanted before being sent to log in, so the login can go there after.
const KEY = 'hemvakt.returnTo';

export function rememberReturnTo(path: string): void {
  sessionStorage.setItem(KEY, path);
}

/** The remembered page (once), or the fallback. Only app-internal paths are accepted. */
export function takeReturnTo(fallback: string): string {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}

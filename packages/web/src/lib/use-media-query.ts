// Whether a CSS media query matches, following changes (spec 001 §4: small screens ≤ 375 px).
import { useSyncExternalStore } from 'react';

export const SMALL_SCREEN = '(max-width: 375px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
  );
}

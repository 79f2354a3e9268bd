// Offline → a blocking overlay until the connection returns (spec 000 §4.1).
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockingOverlay } from './blocking-overlay';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

// ionicons' cloud-offline-outline, inlined so the first load does not carry the icon set.
const CLOUD_OFFLINE_ICON =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 512 512' class='ionicon'><path d='M93.72 183.25C49.49 198.05 16 233.1 16 288c0 66 54 112 120 112h184.37M467.82 377.74C485.24 363.3 496 341.61 496 312c0-59.82-53-85.76-96-88-8.89-89.54-71-144-144-144-26.16 0-48.79 6.93-67.6 18.14' stroke-linecap='round' stroke-linejoin='round' class='ionicon-fill-none ionicon-stroke-width'/><path d='M448 448 64 64' stroke-linecap='round' stroke-miterlimit='10' class='ionicon-fill-none ionicon-stroke-width'/></svg>";

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}

export function NoInternetOverlay() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <BlockingOverlay
      testId="no-internet-overlay"
      icon={CLOUD_OFFLINE_ICON}
      title={t('overlays.offlineTitle')}
      text={t('overlays.offlineText')}
    />
  );
}

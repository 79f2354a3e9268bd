// The one module that talks to Capacitor (the Android / iOS wrapper, DESIGN.md §8): the platform, location
// permission and position, the hardware back button and opened links. In the browser the same calls use
// the web's own APIs (Capacitor's web implementations), so callers need no branch of their own.
import { Capacitor } from '@capacitor/core';

export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'unsupported';

export function isNativeApp(): boolean {
  return Capacitor.isNativePlatform();
}

// Capacitor plugins are proxies that answer every property, `then` too: never resolve a promise with one.
const geolocation = () => import('@capacitor/geolocation');

function permissionOf(state: string): LocationPermission {
  if (state === 'granted') return 'granted';
  if (state === 'denied') return 'denied';
  return 'prompt';
}

/** Whether the app may read the position (native: the OS permission; browser: the site permission). */
export async function locationPermission(): Promise<LocationPermission> {
  if (!isNativeApp() && !('geolocation' in navigator)) return 'unsupported';
  try {
    const { Geolocation } = await geolocation();
    return permissionOf((await Geolocation.checkPermissions()).location);
  } catch {
    // Browsers without the Permissions API still ask when the position is read.
    return 'prompt';
  }
}

/** Asks the OS for location permission (native apps; the browser asks when the position is read). */
export async function requestLocationPermission(): Promise<LocationPermission> {
  const { Geolocation } = await geolocation();
  return permissionOf((await Geolocation.requestPermissions()).location);
}

/** Leaves the app from its home page on Android's back button, and follows links that open the app. */
export async function listenToNativeApp(navigate: (path: string) => void): Promise<() => void> {
  if (!isNativeApp()) return () => undefined;
  const { App } = await import('@capacitor/app');
  const handles = await Promise.all([
    App.addListener('backButton', ({ canGoBack }) => {
      if (window.location.pathname === '/main-view' || !canGoBack) void App.exitApp();
      else window.history.back();
    }),
    App.addListener('appUrlOpen', ({ url }) => {
      const link = new URL(url);
      navigate(link.pathname + link.search);
    }),
  ]);
  return () => handles.forEach((handle) => void handle.remove());
}

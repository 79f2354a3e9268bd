// One icon per kind of device (spec 001 §2: cards show an icon per kind).
import {
  alertCircleOutline,
  bulbOutline,
  flameOutline,
  lockClosedOutline,
  megaphoneOutline,
  pulseOutline,
  radioButtonOnOutline,
  powerOutline,
  thermometerOutline,
  tabletPortraitOutline,
  toggleOutline,
  walkOutline,
  waterOutline,
  reorderFourOutline,
} from 'ionicons/icons';
import type { DeviceKind } from '@hemvakt/contract/device-catalogue';

export const DEVICE_ICONS: Record<DeviceKind, string> = {
  doorWindow: tabletPortraitOutline,
  motion: walkOutline,
  multi: radioButtonOnOutline,
  vibration: pulseOutline,
  waterLeak: waterOutline,
  smoke: flameOutline,
  temperature: thermometerOutline,
  siren: megaphoneOutline,
  plug: powerOutline,
  switch: toggleOutline,
  light: bulbOutline,
  curtain: reorderFourOutline,
  lock: lockClosedOutline,
};

export function deviceIcon(kind: DeviceKind | undefined): string {
  return kind ? DEVICE_ICONS[kind] : alertCircleOutline;
}

// Lights answer optimistically (z-h-c light_onoff_brightness, light_colortemp, light_color): the new state
// is published at once. Brightness 0 turns the light off; color_temp is clamped to the bulb's range.
import type { ApplySet } from './types';
import { toggled } from './types';

const COLOR_TEMP_PRESETS: Record<string, number> = {
  coolest: 153,
  cool: 250,
  neutral: 370,
  warm: 454,
  warmest: 500,
};

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export const applyLightSet: ApplySet = (device, key, value) => {
  const s = device.state;
  switch (key) {
    case 'state':
      s.state = toggled(s.state, value, 'ON', 'OFF');
      return true;
    case 'brightness': {
      const b = Math.max(0, Math.min(254, Math.round(Number(value))));
      if (b === 0) s.state = 'OFF';
      else {
        s.brightness = b;
        s.state = 'ON';
      }
      return true;
    }
    case 'color_temp': {
      const e = device.expose('color_temp');
      const raw =
        typeof value === 'string' && value in COLOR_TEMP_PRESETS ? COLOR_TEMP_PRESETS[value] : value;
      const min = e?.value_min ?? 150;
      const max = e?.value_max ?? 500;
      s.color_temp = Math.max(min, Math.min(max, Math.round(Number(raw))));
      s.color_mode = 'color_temp';
      return true;
    }
    case 'color': {
      const c = value as Record<string, unknown>;
      const prev = (s.color as Record<string, unknown> | undefined) ?? {};
      if (typeof c.x === 'number' && typeof c.y === 'number') {
        s.color = { ...prev, x: round4(c.x), y: round4(c.y) };
        s.color_mode = 'xy';
      } else {
        s.color = { ...prev, hue: Number(c.hue), saturation: Number(c.saturation) };
        s.color_mode = 'hs';
      }
      return true;
    }
    case 'effect':
      return false;
    default:
      return undefined;
  }
};

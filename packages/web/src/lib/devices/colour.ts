// Colour for the light picker: hue/saturation (the wheel) ↔ sRGB ↔ CIE 1931 xy, and xy scaled to the
// Zigbee range 0–65535 the light-control call takes (spec 001 §4 colorX / colorY).

export const COLOR_SCALE = 65535;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue in degrees, saturation and value 0–1 → sRGB 0–1. */
export function hsvToRgb(hue: number, saturation: number, value = 1): Rgb {
  const h = (((hue % 360) + 360) % 360) / 60;
  const c = value * saturation;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const m = value - c;
  const [r, g, b] =
    h < 1
      ? [c, x, 0]
      : h < 2
        ? [x, c, 0]
        : h < 3
          ? [0, c, x]
          : h < 4
            ? [0, x, c]
            : h < 5
              ? [x, 0, c]
              : [c, 0, x];
  return { r: r + m, g: g + m, b: b + m };
}

const linear = (channel: number) =>
  channel > 0.04045 ? ((channel + 0.055) / 1.055) ** 2.4 : channel / 12.92;
const gamma = (channel: number) =>
  channel <= 0.0031308 ? 12.92 * channel : 1.055 * channel ** (1 / 2.4) - 0.055;

/** sRGB (0–1) → CIE xy (wide-gamut D65 matrix as Philips/IKEA bulbs use). */
export function rgbToXy({ r, g, b }: Rgb): { x: number; y: number } {
  const [R, G, B] = [linear(r), linear(g), linear(b)];
  const X = R * 0.4124 + G * 0.3576 + B * 0.1805;
  const Y = R * 0.2126 + G * 0.7152 + B * 0.0722;
  const Z = R * 0.0193 + G * 0.1192 + B * 0.9505;
  const sum = X + Y + Z;
  if (sum === 0) return { x: 0.3127, y: 0.329 }; // black: the white point
  return { x: X / sum, y: Y / sum };
}

/** CIE xy (at full brightness) → sRGB 0–1, for showing a light's current colour. */
export function xyToRgb(x: number, y: number): Rgb {
  if (y <= 0) return { r: 1, g: 1, b: 1 };
  const Y = 1;
  const X = (Y / y) * x;
  const Z = (Y / y) * (1 - x - y);
  const r = X * 3.2406 - Y * 1.5372 - Z * 0.4986;
  const g = -X * 0.9689 + Y * 1.8758 + Z * 0.0415;
  const b = X * 0.0557 - Y * 0.204 + Z * 1.057;
  const max = Math.max(r, g, b, 1e-9);
  const scale = (c: number) => gamma(Math.max(0, c / max));
  return { r: scale(r), g: scale(g), b: scale(b) };
}

/** The wheel's point → the call's colorX / colorY (integers 0–65535). */
export function hueSatToColor(hue: number, saturation: number): { colorX: number; colorY: number } {
  const { x, y } = rgbToXy(hsvToRgb(hue, Math.min(1, Math.max(0, saturation))));
  return { colorX: Math.round(x * COLOR_SCALE), colorY: Math.round(y * COLOR_SCALE) };
}

/** A stored colorX / colorY → a CSS colour for the swatch. */
export function colorToCss(colorX: number | null, colorY: number | null): string | null {
  if (colorX === null || colorY === null) return null;
  const { r, g, b } = xyToRgb(colorX / COLOR_SCALE, colorY / COLOR_SCALE);
  const byte = (c: number) => Math.round(Math.min(1, Math.max(0, c)) * 255);
  return `rgb(${byte(r)}, ${byte(g)}, ${byte(b)})`;
}

/**
 * A point on the wheel (relative to its centre, radius `radius`) → hue (0° up, clockwise, as a CSS
 * conic-gradient draws it) and saturation (0 in the centre, 1 at the rim).
 */
export function wheelPoint(dx: number, dy: number, radius: number): { hue: number; saturation: number } {
  const angle = (Math.atan2(dx, -dy) * 180) / Math.PI;
  return {
    hue: Math.round((angle + 360) % 360),
    saturation: Math.min(1, Math.hypot(dx, dy) / radius),
  };
}

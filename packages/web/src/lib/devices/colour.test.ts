import { describe, expect, it } from 'vitest';
import { colorToCss, hsvToRgb, hueSatToColor, rgbToXy, wheelPoint } from './colour';

describe('colour conversion', () => {
  it('converts the primaries to their CIE xy', () => {
    const red = rgbToXy({ r: 1, g: 0, b: 0 });
    expect(red.x).toBeCloseTo(0.64, 2);
    expect(red.y).toBeCloseTo(0.33, 2);
    const white = rgbToXy({ r: 1, g: 1, b: 1 });
    expect(white.x).toBeCloseTo(0.3127, 3);
    expect(white.y).toBeCloseTo(0.329, 3);
  });

  it('maps the wheel to integers within 0–65535', () => {
    for (const hue of [0, 60, 120, 180, 240, 300]) {
      const { colorX, colorY } = hueSatToColor(hue, 1);
      expect(Number.isInteger(colorX) && Number.isInteger(colorY)).toBe(true);
      expect(colorX).toBeGreaterThanOrEqual(0);
      expect(colorY).toBeLessThanOrEqual(65535);
    }
    const white = hueSatToColor(0, 0);
    expect(white.colorX / 65535).toBeCloseTo(0.3127, 3);
    expect(white.colorY / 65535).toBeCloseTo(0.329, 3);
  });

  it('finds hue and saturation from a point of the wheel', () => {
    expect(wheelPoint(0, -100, 100)).toEqual({ hue: 0, saturation: 1 });
    expect(wheelPoint(50, 0, 100)).toEqual({ hue: 90, saturation: 0.5 });
    expect(wheelPoint(0, 0, 100).saturation).toBe(0);
  });

  it('shows a stored red as a reddish swatch', () => {
    const { colorX, colorY } = hueSatToColor(0, 1);
    const css = colorToCss(colorX, colorY);
    const [r, g, b] = (css?.match(/\d+/g) ?? []).map(Number);
    expect(r).toBe(255);
    expect(g).toBeLessThan(40);
    expect(b).toBeLessThan(40);
    expect(hsvToRgb(120, 1)).toEqual({ r: 0, g: 1, b: 0 });
  });
});

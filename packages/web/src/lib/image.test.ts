import { describe, expect, it } from 'vitest';
import { centreSquare, dataUrlBytes } from './image';

describe('profile picture helpers', () => {
  it('crops the centre square of a landscape and a portrait picture', () => {
    expect(centreSquare(600, 400)).toEqual({ sx: 100, sy: 0, side: 400 });
    expect(centreSquare(300, 500)).toEqual({ sx: 0, sy: 100, side: 300 });
  });

  it('counts the bytes a base64 data URL carries', () => {
    expect(dataUrlBytes('data:image/jpeg;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/jpeg;base64,AAA=')).toBe(2);
    expect(dataUrlBytes('data:image/jpeg;base64,AA==')).toBe(1);
  });
});

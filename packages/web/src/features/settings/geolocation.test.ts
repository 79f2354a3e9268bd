import { describe, expect, it } from 'vitest';
import { addressPosition } from './geolocation';

const home = { street: 'Storgatan 7', city: 'Uppsala', postCode: '753 31' };
const at = (place: string, lng: number, lat: number) => ({
  center: [lng, lat] as [number, number],
  context: { place },
});

describe('a home position from its address', () => {
  it('prefers the suggestion in the home city', async () => {
    const found = await addressPosition(home, async () => [
      at('Stockholm', 18, 59.3),
      at('Uppsala', 17.6, 59.86),
    ]);
    expect(found).toEqual({ lat: 59.86, lng: 17.6 });
  });

  it('falls back to the street alone, but only in the home city', async () => {
    const queries: string[] = [];
    const found = await addressPosition(home, async (query) => {
      queries.push(query);
      return query.includes(',') ? [] : [at('Malmö', 13, 55.6)];
    });
    expect(queries).toEqual(['Storgatan 7, Uppsala', 'Storgatan 7']);
    expect(found).toBeNull();
  });
});

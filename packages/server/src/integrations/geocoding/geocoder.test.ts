import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapboxGeocoder, OfflineGeocoder } from './geocoder';

// A stand-in for the Mapbox geocoding API on loopback, answering its documented shape.
let server: Server;
let lastUrl: URL;
beforeAll(async () => {
  server = createServer((req, res) => {
    lastUrl = new URL(req.url!, 'http://x');
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        features: [
          {
            place_name: 'Kungsgatan 4, 111 43 Stockholm, Sverige',
            text: 'Kungsgatan',
            address: '4',
            place_type: ['address'],
            center: [18.06, 59.33],
            context: [
              { id: 'postcode.1', text: '111 43' },
              { id: 'place.2', text: 'Stockholm' },
              { id: 'country.3', text: 'Sverige' },
            ],
          },
          {
            place_name: 'Stockholm, Sverige',
            text: 'Stockholm',
            place_type: ['place'],
            context: [{ id: 'country.3', text: 'Sverige' }],
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => server.close());

describe('MapboxGeocoder', () => {
  it('asks for Sweden, at most 10, in Swedish, and maps the answer', async () => {
    const { port } = server.address() as AddressInfo;
    const geocoder = new MapboxGeocoder(`http://127.0.0.1:${port}`, 'pk.test');
    const suggestions = await geocoder.suggest('Kungsgatan 4');
    expect(lastUrl.pathname).toBe('/geocoding/v5/mapbox.places/Kungsgatan%204.json');
    expect(Object.fromEntries(lastUrl.searchParams)).toMatchObject({
      access_token: 'pk.test',
      country: 'se',
      limit: '10',
      language: 'sv',
    });
    expect(suggestions).toEqual([
      {
        placeName: 'Kungsgatan 4, 111 43 Stockholm, Sverige',
        street: 'Kungsgatan 4',
        context: { postcode: '111 43', place: 'Stockholm', country: 'Sverige' },
        center: [18.06, 59.33],
      },
      {
        placeName: 'Stockholm, Sverige',
        street: '',
        context: { postcode: '', place: 'Stockholm', country: 'Sverige' },
        center: null,
      },
    ]);
  });
});

describe('OfflineGeocoder', () => {
  it('finds towns by name or postcode', async () => {
    const geocoder = new OfflineGeocoder();
    expect((await geocoder.suggest('kiruna'))[0]?.context.place).toBe('Kiruna');
    expect((await geocoder.suggest('Göteborg avenyn'))[0]?.street).toBe('Kungsportsavenyn');
    expect(await geocoder.suggest('zzzz')).toEqual([]);
  });
});

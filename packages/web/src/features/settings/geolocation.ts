// The browser's position for a new geofence (cached up to 5 minutes, or a fresh one).
export type LocationProblem = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export class LocationError extends Error {
  constructor(readonly problem: LocationProblem) {
    super(problem);
  }
}

export function currentPosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new LocationError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) =>
        reject(
          new LocationError(
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
          ),
        ),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}

/** The position of a home from its address through the server's address search, if it knows it. */
export async function addressPosition(
  property: { street: string; city: string; postCode: string },
  search: (query: string) => Promise<Array<{ center: [number, number] | null; context: { place: string } }>>,
): Promise<{ lat: number; lng: number } | null> {
  const queries = [`${property.street}, ${property.city}`, property.street].filter(
    (query) => query.replace(/[\s,]/g, '').length >= 3,
  );
  for (const query of queries) {
    const found = (await search(query)).filter((suggestion) => suggestion.center);
    const best =
      found.find((suggestion) => suggestion.context.place.toLowerCase() === property.city.toLowerCase()) ??
      (query === queries[0] ? found[0] : undefined);
    if (best?.center) return { lat: best.center[1], lng: best.center[0] };
  }
  return null;
}

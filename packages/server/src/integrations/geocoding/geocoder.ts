// Address suggestions (DESIGN.md §7): Mapbox-compatible when GEOCODER_URL is set, otherwise the bundled
// Swedish places. Both answer at most 10 suggestions in Sweden.
import type { AddressSuggestion } from '@hemvakt/contract/properties';
import { GEOCODER_COUNTRY, GEOCODER_LIMIT } from '@hemvakt/contract/properties';
import { SWEDISH_PLACES } from './swedish-places';

export interface Geocoder {
  suggest(query: string): Promise<AddressSuggestion[]>;
}

const fold = (text: string) => text.toLocaleLowerCase('sv-SE').normalize('NFC');

/** Matches street or city names; a house number in the query is kept in the suggestion. */
export class OfflineGeocoder implements Geocoder {
  async suggest(query: string): Promise<AddressSuggestion[]> {
    const tokens = fold(query)
      .split(/[\s,]+/)
      .filter(Boolean);
    // A house number is a short number right after a word ('storgatan 12'), not part of a postcode.
    const numberAt = tokens.findIndex(
      (tok, i) => i > 0 && /^\d{1,3}[a-z]?$/.test(tok) && !/\d/.test(tokens[i - 1]!),
    );
    const number = numberAt >= 0 ? tokens[numberAt]!.toUpperCase() : undefined;
    const words = tokens.filter((_, i) => i !== numberAt);
    if (words.length === 0) return [];
    return SWEDISH_PLACES.filter((p) => {
      const haystack = fold(`${p.street} ${p.postcode} ${p.place}`);
      return words.every((w) => haystack.includes(w));
    })
      .slice(0, GEOCODER_LIMIT)
      .map((p) => {
        const street = p.street && number ? `${p.street} ${number}` : p.street;
        const placeName = [street, `${p.postcode} ${p.place}`, 'Sverige'].filter(Boolean).join(', ');
        return {
          placeName,
          street,
          context: { postcode: p.postcode, place: p.place, country: 'Sverige' },
          center: [p.lng, p.lat] as [number, number],
        };
      });
  }
}

interface MapboxFeature {
  place_name: string;
  text: string;
  address?: string;
  place_type: string[];
  center?: [number, number];
  context?: Array<{ id: string; text: string }>;
}

/** The Mapbox geocoding API v5 (or any service answering its shape). */
export class MapboxGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async suggest(query: string): Promise<AddressSuggestion[]> {
    const url = new URL(
      `${this.baseUrl.replace(/\/$/, '')}/geocoding/v5/mapbox.places/${encodeURIComponent(query)}.json`,
    );
    url.search = new URLSearchParams({
      access_token: this.token,
      country: GEOCODER_COUNTRY,
      limit: String(GEOCODER_LIMIT),
      types: 'address,postcode,place,locality,neighborhood',
      language: 'sv',
      autocomplete: 'true',
    }).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const { features = [] } = (await response.json()) as { features?: MapboxFeature[] };
    return features.slice(0, GEOCODER_LIMIT).map((f) => {
      const context = (kind: string) =>
        (f.place_type.includes(kind) ? f.text : f.context?.find((c) => c.id.startsWith(`${kind}.`))?.text) ??
        '';
      const isAddress = f.place_type.includes('address');
      return {
        placeName: f.place_name,
        street: isAddress ? [f.text, f.address].filter(Boolean).join(' ') : '',
        context: { postcode: context('postcode'), place: context('place'), country: context('country') },
        center: f.center ?? null,
      };
    });
  }
}

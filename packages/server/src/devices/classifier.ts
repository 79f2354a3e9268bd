// Which Hemvakt device types a zigbee2mqtt device can be (GATEWAY-PROTOCOL.md §4): the types whose catalogue
// list names the model, plus the types of the first capability rule its exposes match. A thermometer listed
// as indoor may still be added as outdoor: exposes cannot tell those apart, so the user's choice stands.
import { DEVICE_CATALOGUE, type DeviceKind } from '@hemvakt/contract/device-catalogue';
import { flattenExposes, type Expose, type Z2mDefinition } from '@hemvakt/contract/z2m';

interface Rule {
  kinds: DeviceKind[];
  /** Only these typeIs of the kinds (e.g. colour lights need colour). */
  types?: string[];
  matches(has: (property: string, type?: string) => boolean, exposes: Expose[]): boolean;
}

const LIGHT_TYPES = DEVICE_CATALOGUE.filter((e) => e.kind === 'light').map((e) => e.typeI);

const RULES: Rule[] = [
  { kinds: ['lock'], matches: (_, ex) => ex.some((e) => e.type === 'lock') },
  { kinds: ['siren'], matches: (has) => has('warning', 'composite') },
  { kinds: ['curtain'], matches: (_, ex) => ex.some((e) => e.type === 'cover') },
  {
    kinds: ['light'],
    types: LIGHT_TYPES,
    matches: (_, ex) =>
      ex.some((e) => e.type === 'light') && ex.some((e) => e.name === 'color_xy' || e.name === 'color_hs'),
  },
  {
    kinds: ['light'],
    types: LIGHT_TYPES.filter((t) => !DEVICE_CATALOGUE.find((e) => e.typeI === t)?.colour),
    matches: (has, ex) => ex.some((e) => e.type === 'light') && has('brightness'),
  },
  { kinds: ['plug', 'switch'], matches: (_, ex) => ex.some((e) => e.type === 'switch') },
  { kinds: ['smoke'], matches: (has) => has('smoke') },
  { kinds: ['waterLeak'], matches: (has) => has('water_leak') },
  { kinds: ['doorWindow'], matches: (has) => has('contact') },
  { kinds: ['multi'], matches: (has) => has('occupancy') && has('temperature') },
  { kinds: ['motion'], matches: (has) => has('occupancy') },
  {
    kinds: ['vibration'],
    matches: (has, ex) =>
      has('vibration') || ex.some((e) => e.property === 'action' && e.values?.includes('vibration')),
  },
  { kinds: ['temperature'], matches: (has) => has('temperature') },
];

/** The typeIs this definition can be: empty when it is none of ours. */
export function candidateTypes(
  definition: Pick<Z2mDefinition, 'model' | 'exposes'>,
  modelId?: string,
): string[] {
  const exact = DEVICE_CATALOGUE.filter(
    (e) => e.models.includes(definition.model) || (modelId !== undefined && e.models.includes(modelId)),
  ).map((e) => e.typeI);
  const exposes = flattenExposes(definition.exposes);
  const has = (property: string, type?: string) =>
    exposes.some((e) => (e.property === property || e.name === property) && (!type || e.type === type));
  const rule = RULES.find((r) => r.matches(has, exposes));
  const capable = rule
    ? DEVICE_CATALOGUE.filter(
        (e) => rule.kinds.includes(e.kind) && (!rule.types || rule.types.includes(e.typeI)),
      ).map((e) => e.typeI)
    : [];
  return [...new Set([...exact, ...capable])];
}

/** The endpoint number carrying the main cluster: lowest id, never 242 (Green Power). */
export function mainEndpoint(endpoints: Record<string, unknown> | undefined): number {
  const ids = Object.keys(endpoints ?? {})
    .map(Number)
    .filter((id) => Number.isInteger(id) && id !== 242)
    .sort((a, b) => a - b);
  return ids[0] ?? 1;
}

/** A light's colour temperature range (mired) from its exposes. */
export function colorTempRange(exposes: readonly Expose[]): { min: number; max: number } | null {
  const e = flattenExposes(exposes).find((x) => x.property === 'color_temp' && x.type === 'numeric');
  return e ? { min: e.value_min ?? 150, max: e.value_max ?? 500 } : null;
}

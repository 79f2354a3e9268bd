// A `/set` as zigbee2mqtt's lib/extension/publish.ts handles it: key by key, each checked against the
// device's exposes (access & 2); failures appear only as bridge/logging errors (GATEWAY-PROTOCOL.md §2).
import type { Expose } from '@hemvakt/contract/z2m';
import type { BehaviourKind, SimDevice } from './device';
import { applyCoverSet } from './behaviours/cover';
import { applyLightSet } from './behaviours/light';
import { applyLockSet } from './behaviours/lock';
import { applySwitchSet } from './behaviours/switch';
import type { ApplySet, BehaviourHost } from './behaviours/types';

const BY_KIND: Partial<Record<BehaviourKind, ApplySet>> = {
  light: applyLightSet,
  switch: applySwitchSet,
  cover: applyCoverSet,
  lock: applyLockSet,
};

/** Keys that are options of another key's command, not commands of their own. */
const OPTION_KEYS = new Set(['transition', 'code']);

/** Keys that make the device do something without any state to publish. */
const ACTION_KEYS = new Set(['identify', 'warning', 'effect']);

const COLOR_TEMP_PRESETS = ['coolest', 'cool', 'neutral', 'warm', 'warmest'];

function notAllowed(value: unknown, allowed: unknown[]): Error {
  return new Error(`'${String(value)}' not allowed, expected one of: ${allowed.map(String).join(', ')}`);
}

/** The value as the converter takes it (string enums are case-insensitive), or throws as z-h-c does. */
export function normalizeValue(expose: Expose, value: unknown): unknown {
  const pick = (allowed: unknown[]) => {
    if (allowed.includes(value)) return value;
    const ci =
      typeof value === 'string'
        ? allowed.find((a) => typeof a === 'string' && a.toLowerCase() === value.toLowerCase())
        : undefined;
    if (ci === undefined) throw notAllowed(value, allowed);
    return ci;
  };
  switch (expose.type) {
    case 'binary':
      return pick(
        [expose.value_on, expose.value_off, (expose as { value_toggle?: unknown }).value_toggle].filter(
          (v) => v !== undefined,
        ),
      );
    case 'enum':
      return pick(expose.values ?? []);
    case 'numeric': {
      if (expose.property === 'color_temp' && COLOR_TEMP_PRESETS.includes(String(value))) return value;
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n))
        throw new Error(`Value '${String(value)}' is not a number`);
      return n;
    }
    case 'composite':
      if (typeof value !== 'object' || value === null)
        throw new Error(`Value '${String(value)}' is not an object`);
      return value;
    default:
      return value;
  }
}

export interface SetResult {
  /** Publish the full state now (some key was answered optimistically). */
  publish: boolean;
  /** bridge/logging error messages, in order. */
  errors: string[];
}

export function applySet(
  device: SimDevice,
  payload: Record<string, unknown>,
  host: BehaviourHost,
): SetResult {
  const result: SetResult = { publish: false, errors: [] };
  const fn = device.friendlyName;
  for (const [key, raw] of Object.entries(payload)) {
    if (OPTION_KEYS.has(key)) continue;
    const expose = device.settable(key);
    if (!expose) {
      result.errors.push(`No converter available for '${key}' on '${fn}': (${JSON.stringify(raw)})`);
      continue;
    }
    let value: unknown;
    try {
      value = normalizeValue(expose, raw);
    } catch (err) {
      result.errors.push(`Publish 'set' '${key}' to '${fn}' failed: '${String(err)}'`);
      continue;
    }
    const handled = BY_KIND[device.kind]?.(device, key, value, host);
    if (handled !== undefined) result.publish ||= handled;
    else if (!ACTION_KEYS.has(key)) {
      device.state[key] = value;
      result.publish = true;
    }
  }
  return result;
}

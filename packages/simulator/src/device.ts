// One simulated Zigbee device: its definition, cached state, options and interview progress, and its
// `bridge/devices` entry as zigbee2mqtt 2.x builds it (lib/extension/bridge.ts, GATEWAY-PROTOCOL.md §2).
import type { Expose, InterviewState, Z2mDefinition, Z2mDevice } from '@hemvakt/contract/z2m';
import { flattenExposes } from '@hemvakt/contract/z2m';
import { Z2M_DEFINITIONS, type SimModel } from '@hemvakt/contract/z2m-definitions';

export type BehaviourKind = 'light' | 'switch' | 'cover' | 'lock' | 'siren' | 'sensor';

/** What a definition's exposes make the device behave like. */
export function behaviourKind(exposes: readonly Expose[]): BehaviourKind {
  const types = new Set(exposes.map((e) => e.type));
  if (types.has('lock')) return 'lock';
  if (types.has('cover')) return 'cover';
  if (types.has('light')) return 'light';
  if (types.has('switch')) return 'switch';
  if (flattenExposes(exposes).some((e) => e.property === 'warning')) return 'siren';
  return 'sensor';
}

export function simModel(model: string): SimModel {
  const found = Z2M_DEFINITIONS[model];
  if (!found) throw new Error(`Unknown simulated model '${model}'`);
  return found;
}

/** A device zigbee2mqtt has no native definition for (`supported:false`, definition source `generated`). */
export function unsupportedModel(): SimModel {
  return {
    model_id: 'TS0207-sim',
    manufacturer: '_TZ3000_unknown',
    type: 'EndDevice',
    power_source: 'Battery',
    definition: {
      source: 'generated',
      model: 'TS0207-sim',
      vendor: '_TZ3000_unknown',
      description: 'Automatically generated definition',
      exposes: [{ name: 'linkquality', access: 1, type: 'numeric', property: 'linkquality', unit: 'lqi' }],
      supports_ota: false,
      options: [],
    },
    endpoints: { '1': { clusters: { input: ['genBasic', 'genPowerCfg'], output: ['genOta'] } } },
    initialState: {},
  };
}

export type DeviceEntry = Z2mDevice & { software_build_id?: string; date_code?: string };

export class SimDevice {
  friendlyName: string;
  state: Record<string, unknown>;
  interviewState: InterviewState;
  availability: 'online' | 'offline' = 'online';
  /** Device options set with bridge/request/device/options (retain, qos, identify_timeout…). */
  options: Record<string, unknown> = {};
  failNextSet = false;
  failRemoveUnlessForced = false;
  readonly kind: BehaviourKind;
  readonly networkAddress = Math.floor(Math.random() * 0xfff0) + 1;
  readonly linkquality = 60 + Math.floor(Math.random() * 120);
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    readonly ieee: string,
    readonly model: SimModel,
    opts: { friendlyName?: string; state?: Record<string, unknown>; interviewed?: boolean } = {},
  ) {
    this.friendlyName = opts.friendlyName ?? ieee;
    this.state = structuredClone({ ...model.initialState, ...opts.state });
    this.interviewState = opts.interviewed === false ? 'PENDING' : 'SUCCESSFUL';
    this.kind = behaviourKind(model.definition.exposes);
  }

  get interviewed(): boolean {
    return this.interviewState === 'SUCCESSFUL';
  }

  get supported(): boolean {
    return this.interviewed && this.model.definition.source !== 'generated';
  }

  /** The definition payload; absent until the interview succeeded. */
  get definition(): Z2mDefinition | null {
    return this.interviewed ? this.model.definition : null;
  }

  /** The expose a /set key addresses (top level or inside a light/switch/lock/cover), if settable. */
  settable(key: string): Expose | undefined {
    const e = this.expose(key);
    return e && ((e.access ?? 0) & 2) !== 0 ? e : undefined;
  }

  /** A property's expose; composite features (color.x…) are not properties of their own. */
  expose(property: string): Expose | undefined {
    for (const e of this.model.definition.exposes) {
      if (e.property === property) return e;
      if (!e.property && e.features) {
        const inner = e.features.find((f) => f.property === property);
        if (inner) return inner;
      }
    }
    return undefined;
  }

  entry(): DeviceEntry {
    const m = this.model;
    const endpoints: DeviceEntry['endpoints'] = {};
    for (const [id, e] of Object.entries(m.endpoints)) {
      endpoints[id] = {
        bindings: [],
        configured_reportings: [],
        clusters: { input: [...e.clusters.input], output: [...e.clusters.output] },
        scenes: [],
      };
    }
    return {
      ieee_address: this.ieee,
      type: m.type,
      network_address: this.networkAddress,
      supported: this.supported,
      friendly_name: this.friendlyName,
      disabled: false,
      definition: this.definition,
      power_source: m.power_source,
      ...(m.software_build_id ? { software_build_id: m.software_build_id } : {}),
      ...(m.date_code ? { date_code: m.date_code } : {}),
      model_id: m.model_id,
      manufacturer: m.manufacturer,
      interview_state: this.interviewState,
      interviewing: this.interviewState === 'IN_PROGRESS',
      interview_completed: this.interviewed,
      endpoints,
    };
  }

  /** The full cached state as published on `B/<friendly_name>` (cache_state, last_seen ISO_8601). */
  statePayload(): Record<string, unknown> {
    return { ...this.state, last_seen: new Date().toISOString(), linkquality: this.linkquality };
  }

  later(ms: number, fn: () => void): NodeJS.Timeout {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
    return t;
  }

  cancel(t: NodeJS.Timeout | undefined): void {
    if (!t) return;
    clearTimeout(t);
    this.timers.delete(t);
  }

  dispose(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}

// The zigbee2mqtt 2.x MQTT API as Hemvakt's bridge and simulator speak it (GATEWAY-PROTOCOL.md §1–§3).
// Types follow zigbee2mqtt's lib/types/api.ts; only the parts Hemvakt reads or writes are typed.

/** `access` bits of an expose: 1 published in state, 2 settable with /set, 4 readable with /get. */
export const ACCESS_STATE = 1;
export const ACCESS_SET = 2;
export const ACCESS_GET = 4;

export interface Expose {
  type: string;
  name?: string;
  property?: string;
  access?: number;
  endpoint?: string;
  unit?: string;
  value_min?: number;
  value_max?: number;
  value_on?: unknown;
  value_off?: unknown;
  values?: string[];
  features?: Expose[];
  label?: string;
  category?: string;
}

export interface Z2mDefinition {
  source?: 'native' | 'generated' | 'external';
  model: string;
  vendor: string;
  description: string;
  exposes: Expose[];
  supports_ota?: boolean;
  options?: unknown[];
}

export type InterviewState = 'PENDING' | 'IN_PROGRESS' | 'SUCCESSFUL' | 'FAILED';

export interface Z2mEndpoint {
  name?: string;
  bindings: unknown[];
  configured_reportings: unknown[];
  clusters: { input: string[]; output: string[] };
  scenes: unknown[];
}

/** One entry of the retained `B/bridge/devices` array. */
export interface Z2mDevice {
  ieee_address: string;
  type: 'Coordinator' | 'Router' | 'EndDevice';
  network_address: number;
  supported: boolean;
  friendly_name: string;
  disabled: boolean;
  description?: string;
  definition?: Z2mDefinition | null;
  power_source?: string;
  model_id?: string;
  manufacturer?: string;
  interview_state: InterviewState;
  interviewing: boolean;
  interview_completed: boolean;
  endpoints: Record<string, Z2mEndpoint>;
}

export type BridgeEvent =
  | {
      type: 'device_joined' | 'device_announce' | 'device_leave';
      data: { friendly_name: string; ieee_address: string };
    }
  | {
      type: 'device_interview';
      data: {
        friendly_name: string;
        ieee_address: string;
        status: 'started' | 'failed' | 'successful';
        supported?: boolean;
        definition?: Z2mDefinition | null;
      };
    };

export type BridgeResponse<T = Record<string, unknown>> =
  | { status: 'ok'; data: T; transaction?: string | number }
  | { status: 'error'; data: Record<string, never>; error: string; transaction?: string | number };

export interface BridgeState {
  state: 'online' | 'offline';
}
export type Availability = BridgeState;

/** The parts of the retained `B/bridge/info` the server reads. */
export interface BridgeInfo {
  version: string;
  commit?: string;
  coordinator: { ieee_address: string; type: string; meta?: Record<string, unknown> };
  network?: { pan_id: number; extended_pan_id: string | number; channel: number };
  log_level?: string;
  permit_join: boolean;
  permit_join_end?: number;
  restart_required?: boolean;
  config: { availability?: { enabled?: boolean }; advanced?: { last_seen?: string } } & Record<
    string,
    unknown
  >;
}

export interface BridgeLogging {
  level: 'debug' | 'info' | 'warning' | 'error';
  message: string;
  namespace?: string;
}

/** A device state publish on `B/<friendly_name>`: the full cached state. */
export type DeviceState = Record<string, unknown>;

/** Topic helpers for a base topic `B`. */
export const topics = (base: string) => ({
  all: `${base}/#`,
  bridgeState: `${base}/bridge/state`,
  bridgeInfo: `${base}/bridge/info`,
  bridgeDevices: `${base}/bridge/devices`,
  bridgeGroups: `${base}/bridge/groups`,
  bridgeEvent: `${base}/bridge/event`,
  bridgeLogging: `${base}/bridge/logging`,
  request: (name: string) => `${base}/bridge/request/${name}`,
  response: (name: string) => `${base}/bridge/response/${name}`,
  device: (friendlyName: string) => `${base}/${friendlyName}`,
  availability: (friendlyName: string) => `${base}/${friendlyName}/availability`,
  set: (id: string, endpoint?: string | number) =>
    endpoint === undefined ? `${base}/${id}/set` : `${base}/${id}/${endpoint}/set`,
  get: (id: string) => `${base}/${id}/get`,
});

/** Every expose, with the features of specific ones (light, switch, cover, lock) flattened in. */
export function flattenExposes(exposes: readonly Expose[]): Expose[] {
  return exposes.flatMap((e) => [e, ...(e.features ? flattenExposes(e.features) : [])]);
}

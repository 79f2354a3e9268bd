import type { SimDevice } from '../device';
import type { SimTiming } from '../types';

export interface BehaviourHost {
  readonly timing: SimTiming;
  publishState(device: SimDevice): void;
}

/**
 * How one kind of device answers a validated `/set` key. `true`: the state changed and is published right
 * away (optimistic); `false`: nothing is published now (the device may report later through the host);
 * `undefined`: not special to this kind, the generic rule applies.
 */
export type ApplySet = (
  device: SimDevice,
  key: string,
  value: unknown,
  host: BehaviourHost,
) => boolean | undefined;

export const toggled = (current: unknown, value: unknown, on: string, off: string): string =>
  value === 'TOGGLE' ? (current === on ? off : on) : String(value);

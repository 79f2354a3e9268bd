// Public option and spec types of the simulator (the server's demo and tests build on these).

export interface SimDeviceSpec {
  ieee: string;
  model: string;
  friendlyName?: string;
  state?: Record<string, unknown>;
}

export interface SimTiming {
  /** Between device_joined, interview started and interview finished. */
  interviewStepMs: number;
  /** Curtain travel per 10 % of position. */
  motorMs: number;
  /** Until a lock confirms a LOCK/UNLOCK. */
  lockMs: number;
  /** Aqara-style occupancy (and vibration) reset after motion. */
  occupancyResetMs: number;
  /** Periodic readings (temperature, humidity, plug power/energy); 0 = none. */
  readingIntervalMs: number;
}

export const DEFAULT_TIMING: SimTiming = {
  interviewStepMs: 1000,
  motorMs: 300,
  lockMs: 1500,
  occupancyResetMs: 90_000,
  readingIntervalMs: 0,
};

export type PairingFailure = 'never_join' | 'interview_failed' | 'unsupported' | 'wrong_type';

export type SensorEvent =
  'open' | 'close' | 'motion' | 'still' | 'leak' | 'dry' | 'smoke' | 'clear' | 'vibration';

export interface SimGatewayOptions {
  url: string;
  baseTopic: string;
  username?: string;
  password?: string;
  clientId?: string;
  devices?: SimDeviceSpec[];
  timing?: Partial<SimTiming>;
  keepalive?: number;
}

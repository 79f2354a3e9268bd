// The time the server acts on. Tests inject their own to move through sunsets and set times.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

// Demo-only helpers (answer 404 when HEMVAKT_DEMO is off).
import { z } from 'zod';
import { defineCall } from './http';

export const OutboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const listDevMail = defineCall({
  method: 'GET',
  path: '/dev/mail',
  access: 'public',
  summary: 'Mails written to the outbox, newest first (demo only)',
  response: z.array(OutboxMailSchema),
});

/** Events a simulated device can be told to report (besides raw zigbee2mqtt state keys). */
export const SIMULATED_EVENTS = [
  'open',
  'close',
  'motion',
  'still',
  'leak',
  'dry',
  'smoke',
  'clear',
  'vibration',
] as const;
export type SimulatedEvent = (typeof SIMULATED_EVENTS)[number];

export const simulateDevice = defineCall({
  method: 'POST',
  path: '/dev/simulate',
  access: 'user',
  summary: 'Make a device of a simulated gateway report a state (demo only)',
  body: z
    .strictObject({
      deviceId: z.string().min(1).max(64),
      event: z.enum(SIMULATED_EVENTS).optional(),
      /** Raw zigbee2mqtt state keys, e.g. {"contact": false}. */
      state: z.record(z.string(), z.unknown()).optional(),
      availability: z.enum(['online', 'offline']).optional(),
    })
    .refine((b) => b.event || b.state || b.availability, {
      message: 'Give an event, a state or an availability',
      path: ['event'],
    }),
  response: z.object({ ok: z.boolean() }),
});

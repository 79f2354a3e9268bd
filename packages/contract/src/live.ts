// Live channel messages (spec 000 §4.5, DESIGN.md §5). Later issues add payload schemas per type.
import { z } from 'zod';

export const LIVE_PATH = '/live';
export const LIVE_CLOSE_UNAUTHORIZED = 4401;
export const LIVE_TICKET_TTL_MS = 30_000;
export const LIVE_FIRST_CONNECT_DELAY_MS = 500;
export const LIVE_RECONNECT_DELAY_MS = 1_000;

export const LIVE_MESSAGE_TYPES = [
  'gateway auth ok',
  'pull devices',
  'pull scenes',
  'device update',
  'status',
  'humidity',
  'temperature',
  'switch state',
  'weather',
  'device add success',
  'device add error',
  'landlord device add success',
  'landlord device add error',
  'landlord fire detected',
  'landlord fire ok',
  'landlord water leak detected',
  'landlord water leak ok',
  'gateway connected',
  'gateway disconnected',
  'energy',
  'color',
  'battery',
  'shop data refresh',
  'integration enabled',
  'notification',
  'hello',
  // Issue 5: the alarm went off, the security mode changed, an automation ran, automations changed.
  'alarm',
  'security',
  'automation run',
  'pull automations',
  // Issue 6: a fire or water-leak alarm asks the home's members (or stops asking) in the action-required modal.
  'action required',
  // Issue 6: an apartment's climate warning was raised / ended (payload: climate.ts ClimateWarningLiveSchema).
  'landlord climate warning',
  'landlord climate ok',
] as const;
export const LiveMessageTypeSchema = z.enum(LIVE_MESSAGE_TYPES);
export type LiveMessageType = z.infer<typeof LiveMessageTypeSchema>;

export const LiveMessageSchema = z.object({
  type: LiveMessageTypeSchema,
  propertyId: z.string().optional(),
  data: z.record(z.string(), z.unknown()),
});
export type LiveMessage = z.infer<typeof LiveMessageSchema>;

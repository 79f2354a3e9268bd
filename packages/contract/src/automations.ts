// Automations (spec 001 §2, §3 'Automation', §5, §7 'Automation'): IF conditions (device state, weather,
// scene, time) on chosen days, THEN actions (set a device, activate a scene, arm or disarm, notify
// members). Each run is recorded with what triggered it and why it fired or not.
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema, OkSchema } from './common';
import { DAYS, ClockTimePattern } from './local-time';
import { DeviceTargetSchema } from './scenes';
import { AlarmSettingSchema } from './security';
import { TemperatureComparisonSchema, WeatherKindSchema } from './weather';

export const AUTOMATION_NAME_MAX = 40;
export const AUTOMATION_MAX_CONDITIONS = 10;
export const AUTOMATION_MAX_ACTIONS = 10;
export const NOTIFY_MESSAGE_MAX = 140;
/** Runs kept per automation, newest first. */
export const AUTOMATION_RUNS_KEPT = 50;
/** An automation fires at most this often per minute (a guard against rules that trigger each other). */
export const AUTOMATION_MAX_FIRES_PER_MINUTE = 30;

export const TIME_OPTIONS = ['wholeDay', 'sunriseToSunset', 'sunsetToSunrise', 'specificTime'] as const;
export type TimeOption = (typeof TIME_OPTIONS)[number];

/** Device states a condition can ask for; which ones fit a device depends on its kind (automation-rules). */
export const DEVICE_STATE_TOKENS = [
  'open',
  'closed',
  'movement',
  'noMovement',
  'smoke',
  'noSmoke',
  'leak',
  'noLeak',
  'on',
  'off',
  'sounding',
  'silent',
  'locked',
  'unlocked',
] as const;
export type DeviceStateToken = (typeof DEVICE_STATE_TOKENS)[number];

export const DeviceConditionSchema = z
  .strictObject({
    kind: z.literal('device'),
    deviceId: IdSchema,
    state: z.enum(DEVICE_STATE_TOKENS).optional(),
    /** Thermometers: the temperature compared. */
    temperature: TemperatureComparisonSchema.optional(),
  })
  .refine((c) => (c.state === undefined) !== (c.temperature === undefined), {
    message: 'Choose a state or a temperature',
    path: ['state'],
  });

export const WeatherConditionSchema = z
  .strictObject({
    kind: z.literal('weather'),
    weather: WeatherKindSchema.optional(),
    temperature: TemperatureComparisonSchema.optional(),
  })
  .refine((c) => c.weather !== undefined || c.temperature !== undefined, {
    message: 'Choose a weather or a temperature',
    path: ['weather'],
  });

export const SceneConditionSchema = z.strictObject({ kind: z.literal('scene'), sceneId: IdSchema });

export const TimeConditionSchema = z
  .strictObject({
    kind: z.literal('time'),
    time: z.enum(TIME_OPTIONS),
    /** 'HH:MM' in the home's time zone, for specificTime. */
    at: z.string().regex(ClockTimePattern, 'Use HH:MM').optional(),
  })
  .refine((c) => (c.time === 'specificTime') === (c.at !== undefined), {
    message: 'A specific time needs a time of day',
    path: ['at'],
  });

export const ConditionSchema = z.discriminatedUnion('kind', [
  DeviceConditionSchema,
  WeatherConditionSchema,
  SceneConditionSchema,
  TimeConditionSchema,
]);
export type Condition = z.infer<typeof ConditionSchema>;
export type DeviceCondition = z.infer<typeof DeviceConditionSchema>;
export type WeatherCondition = z.infer<typeof WeatherConditionSchema>;
export type TimeCondition = z.infer<typeof TimeConditionSchema>;

export const ActionSchema = z.discriminatedUnion('kind', [
  DeviceTargetSchema.extend({ kind: z.literal('device'), deviceId: IdSchema }),
  z.strictObject({ kind: z.literal('scene'), sceneId: IdSchema }),
  z.strictObject({ kind: z.literal('security'), alarmSetting: AlarmSettingSchema }),
  z.strictObject({
    kind: z.literal('notify'),
    message: z.string().trim().min(1, 'Write a message').max(NOTIFY_MESSAGE_MAX),
  }),
]);
export type Action = z.infer<typeof ActionSchema>;

export const AutomationInputSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Automation name is required')
      .max(AUTOMATION_NAME_MAX, `At most ${AUTOMATION_NAME_MAX} characters`),
    active: z.boolean().default(true),
    days: z
      .array(z.enum(DAYS))
      .min(1, 'Select the days it runs on')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Each day once'),
    conditions: z.array(ConditionSchema).max(AUTOMATION_MAX_CONDITIONS),
    actions: z.array(ActionSchema).min(1, 'Add what it does').max(AUTOMATION_MAX_ACTIONS),
  })
  .refine((a) => a.conditions.some((c) => c.kind !== 'time'), {
    message: 'Select a device, a weather or a scene',
    path: ['conditions'],
  })
  .refine((a) => a.conditions.filter((c) => c.kind === 'time').length <= 1, {
    message: 'One time condition at most',
    path: ['conditions'],
  });
export type AutomationInput = z.infer<typeof AutomationInputSchema>;

/** What started an evaluation. */
export const TriggerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('device'), deviceId: IdSchema, deviceName: z.string(), status: z.string() }),
  z.object({
    kind: z.literal('time'),
    boundary: z.enum(['sunrise', 'sunset', 'specificTime']),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('weather'),
    weather: WeatherKindSchema,
    temperature: z.number(),
  }),
  z.object({ kind: z.literal('scene'), sceneId: IdSchema, sceneName: z.string() }),
]);
export type Trigger = z.infer<typeof TriggerSchema>;

/** Why a run fired or not: enough for the app to say it in the reader's language. */
export const RunReasonSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('allConditionsMet') }),
  z.object({ code: z.literal('dayNotScheduled'), day: z.enum(DAYS) }),
  z.object({
    code: z.literal('deviceState'),
    deviceName: z.string(),
    /** The device's status ('Closed', 'on') or temperature (°C) at the time. */
    actual: z.string(),
  }),
  z.object({ code: z.literal('weather'), weather: WeatherKindSchema, temperature: z.number() }),
  z.object({ code: z.literal('scene'), activeSceneName: z.string().nullable() }),
  z.object({
    code: z.literal('time'),
    now: z.string(),
    sunrise: z.string().nullable(),
    sunset: z.string().nullable(),
  }),
  z.object({ code: z.literal('notAtTime'), now: z.string(), at: z.string() }),
  z.object({ code: z.literal('missing'), what: z.enum(['device', 'scene', 'weather']) }),
  z.object({ code: z.literal('rateLimited') }),
  z.object({ code: z.literal('actionFailed'), actionIndex: z.number().int(), message: z.string() }),
]);
export type RunReason = z.infer<typeof RunReasonSchema>;

export const RUN_RESULTS = ['fired', 'notFired', 'failed'] as const;

export const AutomationRunSchema = z.object({
  id: IdSchema,
  automationId: IdSchema,
  at: z.string(),
  trigger: TriggerSchema,
  result: z.enum(RUN_RESULTS),
  reason: RunReasonSchema,
});
export type AutomationRun = z.infer<typeof AutomationRunSchema>;

export const AutomationSchema = z.object({
  id: IdSchema,
  propertyId: IdSchema,
  name: z.string(),
  active: z.boolean(),
  days: z.array(z.enum(DAYS)),
  conditions: z.array(ConditionSchema),
  actions: z.array(ActionSchema),
  lastRun: AutomationRunSchema.nullable(),
});
export type Automation = z.infer<typeof AutomationSchema>;

const PropertyParams = z.object({ propertyId: IdSchema });
const IdParams = z.object({ id: IdSchema });

export const listAutomations = defineCall({
  method: 'GET',
  path: '/property-automation/:propertyId',
  access: 'user',
  summary: "A home's automations with their last run",
  params: PropertyParams,
  response: z.array(AutomationSchema),
});

export const createAutomation = defineCall({
  method: 'POST',
  path: '/property-automation/:propertyId',
  access: 'user',
  summary: 'Create an automation',
  params: PropertyParams,
  body: AutomationInputSchema,
  response: AutomationSchema,
});

export const updateAutomation = defineCall({
  method: 'PUT',
  path: '/property-automation/:id',
  access: 'user',
  summary: 'Change an automation',
  params: IdParams,
  body: AutomationInputSchema,
  response: AutomationSchema,
});

export const setAutomationActive = defineCall({
  method: 'POST',
  path: '/update-active-inactive/:id',
  access: 'user',
  summary: 'Turn an automation on or off',
  params: IdParams,
  body: z.strictObject({ active: z.boolean() }),
  response: AutomationSchema,
});

export const removeAutomation = defineCall({
  method: 'DELETE',
  path: '/remove-automation/:id',
  access: 'user',
  summary: 'Remove an automation and its runs',
  params: IdParams,
  response: OkSchema,
});

export const listAutomationRuns = defineCall({
  method: 'GET',
  path: '/automation-runs/:id',
  access: 'user',
  summary: "An automation's last runs, newest first, with why each fired or not",
  params: IdParams,
  response: z.array(AutomationRunSchema),
});

/** Live 'automation run' payload. */
export const AutomationRunMessageSchema = z.object({ run: AutomationRunSchema });

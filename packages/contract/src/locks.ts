// Smart locks and their keys (spec 002 §2–§9 'Locks'; DESIGN.md §10): the lock's calls, the key
// entity and its form rules, the public key-link calls and the constants of the lock modal.
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema, LinkTokenSchema, OkSchema } from './common';
import { IeeeSchema } from './devices';
import type { ErrorCode } from './errors';
import { KEY_ACCESS_TYPES, KEY_REFUSALS, LIMIT_TERMS, WEEKDAYS, type KeyRefusal } from './key-access';

export const LOCK_CONFIRM_TIMEOUT_MS = 10_000;
/** A lock command older than this is never sent (GATEWAY-PROTOCOL.md). */
export const LOCK_COMMAND_TTL_MS = 30_000;
export const LOCK_UNLOCK_DEBOUNCE_MS = 500;
/** DESIGN.md §10: the in-progress flag clears 1 s after success or failure. */
export const LOCK_BUSY_CLEAR_MS = 1_000;
export const AUTO_LOCK_DEFAULT = { autoLockEnabled: true, selectedAutoLockDelay: 5 } as const;
/** DESIGN.md §10: the '3 min' option saves 3. */
export const AUTO_LOCK_DELAYS = [1, 2, 3, 4, 5] as const;
export const LOCK_BATTERY_FULL_PERCENT = 60;
export const LOCK_LOG_PAGE = 20;
export const LOCK_LOG_SCROLL_THRESHOLD_PX = 100;
export const LOCK_LOG_LOAD_DELAY_MS = 500;
/** DESIGN.md §10: key date pickers end with 2050. */
export const KEY_DATE_MAX = '2050-12-31T23:59:59.999Z';
export const KEY_DEFAULT_DURATION_MS = 24 * 60 * 60 * 1000;
export const KEY_NAME_MAX = 40;
export const KEY_USES_MAX = 1000;
/** The link a key is shared as (spec 002 §2). */
export const KEY_PAGE_PATH = '/control-lock';

/** The error code a refused key request answers with. */
export const KEY_REFUSAL_CODES: Record<KeyRefusal, ErrorCode> = {
  revoked: 'KEY_REVOKED',
  no_access: 'KEY_NO_ACCESS',
  not_started: 'KEY_NOT_STARTED',
  expired: 'KEY_EXPIRED',
  wrong_day: 'KEY_WRONG_DAY',
  outside_hours: 'KEY_OUTSIDE_HOURS',
  uses_exhausted: 'KEY_USES_EXHAUSTED',
};

/** Battery icon of the lock modal (spec 002 §9): full ≥ 60 %, half 11–59 %, dead ≤ 10 %. */
export function lockBatteryLevel(percent: number): 'full' | 'half' | 'dead' {
  if (percent >= LOCK_BATTERY_FULL_PERCENT) return 'full';
  return percent <= 10 ? 'dead' : 'half';
}

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm');
const InstantSchema = z.iso
  .datetime({ offset: true })
  .refine((v) => Date.parse(v) <= Date.parse(KEY_DATE_MAX), 'At the latest 2050');
export const WeekdaySchema = z.enum(WEEKDAYS);

const KeyFields = {
  keyName: z.string().trim().min(1, 'Name of the door is required').max(KEY_NAME_MAX),
  /** Null for a guest key; a member of the property for a member key. */
  userId: IdSchema.nullable(),
  /** The guest's name (a member key takes the member's name). */
  userName: z.string().trim().max(80).default(''),
  accessType: z.enum(KEY_ACCESS_TYPES),
  startDate: InstantSchema.nullable().default(null),
  endDate: InstantSchema.nullable().default(null),
  startTime: TimeSchema.nullable().default(null),
  endTime: TimeSchema.nullable().default(null),
  appliedDays: z.array(WeekdaySchema).max(7).default([]),
  sendNotification: z.boolean().default(true),
  limitUses: z.boolean().default(false),
  numOfUses: z.number().int().min(1).max(KEY_USES_MAX).nullable().default(null),
  limitTerm: z.enum(LIMIT_TERMS).nullable().default(null),
};

/** A key as the form and the create / update calls carry it (after defaults). */
export type KeyDraft = z.output<z.ZodObject<typeof KeyFields>>;

/** A draft with every field a key type does not use left empty (an 'always' guest key unless given). */
export function keyDraft(fields: Pick<KeyDraft, 'keyName' | 'userName'> & Partial<KeyDraft>): KeyDraft {
  return {
    userId: null,
    accessType: 'always',
    startDate: null,
    endDate: null,
    startTime: null,
    endTime: null,
    appliedDays: [],
    sendNotification: true,
    limitUses: false,
    numOfUses: null,
    limitTerm: null,
    ...fields,
  };
}

/** The form rules of spec 002 §5, checked on the server and in the key form alike. */
export function keyRuleIssues(key: KeyDraft): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (key.userId === null && !key.userName)
    issues.push({ field: 'userName', message: 'The guest needs a name' });
  if (key.accessType === 'temporary') {
    if (!key.startDate) issues.push({ field: 'startDate', message: 'A start date is required' });
    if (!key.endDate) issues.push({ field: 'endDate', message: 'An end date is required' });
    if (key.startDate && key.endDate && Date.parse(key.endDate) <= Date.parse(key.startDate))
      issues.push({ field: 'endDate', message: 'The end must come after the start' });
  }
  if (key.accessType === 'recurring') {
    if (key.appliedDays.length === 0)
      issues.push({ field: 'appliedDays', message: 'Choose at least one day' });
    if (!key.startTime) issues.push({ field: 'startTime', message: 'A start time is required' });
    if (!key.endTime) issues.push({ field: 'endTime', message: 'An end time is required' });
    if (key.startTime && key.startTime === key.endTime)
      issues.push({ field: 'endTime', message: 'The end must differ from the start' });
  }
  if (key.limitUses && (key.numOfUses === null || key.limitTerm === null))
    issues.push({ field: 'numOfUses', message: 'Give the number of uses and the term' });
  return issues;
}

function withKeyRules<T extends z.ZodType<KeyDraft>>(schema: T) {
  return schema.superRefine((key, ctx) => {
    for (const issue of keyRuleIssues(key))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
}

export const CreateKeyInputSchema = withKeyRules(z.strictObject({ ieee: IeeeSchema, ...KeyFields }));
export type CreateKeyInput = z.input<typeof CreateKeyInputSchema>;
export const UpdateKeyInputSchema = withKeyRules(z.strictObject({ id: IdSchema, ...KeyFields }));
export type UpdateKeyInput = z.input<typeof UpdateKeyInputSchema>;

/** The rule fields of a key as it leaves the server (the key page shows them too). */
const KeyRulesFields = {
  accessType: z.enum(KEY_ACCESS_TYPES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  appliedDays: z.array(WeekdaySchema),
  limitUses: z.boolean(),
  numOfUses: z.number().nullable(),
  limitTerm: z.enum(LIMIT_TERMS).nullable(),
  /** The property's time zone, in which hours and terms are read. */
  timeZone: z.string(),
};

export const SmartLockKeySchema = z.object({
  ...KeyRulesFields,
  id: IdSchema,
  deviceId: IdSchema,
  ieee: z.string(),
  userId: IdSchema.nullable(),
  userName: z.string(),
  keyName: z.string(),
  sendNotification: z.boolean(),
  /** Instants of the key's uses, newest first (the last 100). */
  usageHistory: z.array(z.string()),
  revoked: z.boolean(),
  createdAt: z.string(),
});
export type SmartLockKey = z.infer<typeof SmartLockKeySchema>;

export const LockLogEntrySchema = z.object({
  /** The key's name, the user's name, or 'Auto-lock'. */
  status: z.string(),
  switchgear: z.enum(['lock', 'unlock']),
  createdAt: z.string(),
});
export type LockLogEntry = z.infer<typeof LockLogEntrySchema>;

export const LockFeaturesSchema = z.object({
  autoLockEnabled: z.boolean(),
  selectedAutoLockDelay: z.number().int(),
  /** The lock relocks itself (auto_relock_time); otherwise the server locks it after the delay. */
  byDevice: z.boolean(),
});
export type LockFeatures = z.infer<typeof LockFeaturesSchema>;

const PropertyParams = z.object({ propertyId: IdSchema });
const LockParams = z.object({ propertyId: IdSchema, ieee: IeeeSchema });
const TokenParams = z.object({ token: LinkTokenSchema });
const Switchgear = z.enum(['lock', 'unlock']);

export const controlSmartLock = defineCall({
  method: 'POST',
  path: '/control-smart-lock/:propertyId',
  access: 'user',
  summary: 'Lock or unlock; answers once the lock reports the new state (or fails after 10 s)',
  params: PropertyParams,
  body: z.strictObject({ ieee: IeeeSchema, ep: z.number().int().min(0).max(255), switchgear: Switchgear }),
  response: z.object({ switchgear: Switchgear }),
});

export const getLockFeatures = defineCall({
  method: 'GET',
  path: '/get-lock-features/:propertyId/:ieee',
  access: 'user',
  summary: "A lock's auto-lock setting",
  params: LockParams,
  response: LockFeaturesSchema,
});

export const saveLockFeatures = defineCall({
  method: 'POST',
  path: '/save-lock-features',
  access: 'user',
  summary: 'Turn auto-lock on or off and choose its delay (1–5 min)',
  body: z.strictObject({
    ieee: IeeeSchema,
    autoLockEnabled: z.boolean(),
    selectedAutoLockDelay: z.union(AUTO_LOCK_DELAYS.map((d) => z.literal(d))),
  }),
  response: LockFeaturesSchema,
});

export const changeKeyNotification = defineCall({
  method: 'POST',
  path: '/smart-lock-change-notification/:propertyId/:ieee',
  access: 'user',
  summary: 'Whether the owner is notified when a key is used',
  params: LockParams,
  body: z.strictObject({ notification: z.boolean(), id: IdSchema }),
  response: OkSchema,
});

export const listKeys = defineCall({
  method: 'GET',
  path: '/list-smart-lock-keys/:propertyId/:ieee',
  access: 'user',
  summary: "A lock's keys (revoked ones left out)",
  params: LockParams,
  response: z.array(SmartLockKeySchema),
});

export const listActiveKeys = defineCall({
  method: 'GET',
  path: '/list-active-smart-lock-keys/:propertyId/:ieee',
  access: 'user',
  summary: "A lock's keys that can still open it (not expired, not without access)",
  params: LockParams,
  response: z.array(SmartLockKeySchema),
});

export const createKey = defineCall({
  method: 'POST',
  path: '/create-smart-lock-key/:propertyId',
  access: 'user',
  summary: 'Create a key; the answer carries its link secret (keyToken), shown this once',
  params: PropertyParams,
  body: CreateKeyInputSchema,
  response: z.object({ key: SmartLockKeySchema, keyToken: z.string() }),
});

export const updateKey = defineCall({
  method: 'POST',
  path: '/update-smart-lock-key/:propertyId',
  access: 'user',
  summary: "Change a key's access (its link stays the same)",
  params: PropertyParams,
  body: UpdateKeyInputSchema,
  response: SmartLockKeySchema,
});

export const reinviteKey = defineCall({
  method: 'POST',
  path: '/reinvite-smart-lock-key/:propertyId',
  access: 'user',
  summary: "A guest key's new link: the old one stops working (DESIGN.md §10)",
  params: PropertyParams,
  body: z.strictObject({ id: IdSchema }),
  response: z.object({ key: SmartLockKeySchema, keyToken: z.string() }),
});

export const deleteKey = defineCall({
  method: 'POST',
  path: '/delete-smart-lock-key/:propertyId',
  access: 'user',
  summary: 'Revoke a guest key: its link stops working at once',
  params: PropertyParams,
  body: z.strictObject({ id: IdSchema }),
  response: OkSchema,
});

export const keyDetails = defineCall({
  method: 'GET',
  path: '/get-smart-lock-key-details/:id',
  access: 'user',
  summary: 'One key',
  params: z.object({ id: IdSchema }),
  response: SmartLockKeySchema,
});

export const keyLogs = defineCall({
  method: 'GET',
  path: '/get-smart-lock-key-logs/:ieee/:logCount',
  access: 'user',
  summary: "A lock's history log, newest first: 20 entries from offset logCount",
  params: z.object({ ieee: IeeeSchema, logCount: z.coerce.number().int().min(0).max(1_000_000) }),
  response: z.array(LockLogEntrySchema),
});

export const myKeys = defineCall({
  method: 'GET',
  path: '/get-smart-lock-keys/:id',
  access: 'user',
  summary: 'The member keys a user holds (id: the user)',
  params: z.object({ id: IdSchema }),
  response: z.array(SmartLockKeySchema),
});

/** What a key's link shows: the door, its state and the key's rules (never the owner's data). */
export const KeyPageSchema = z.object({
  ...KeyRulesFields,
  keyName: z.string(),
  switchgear: Switchgear,
  /** The lock is reachable (its gateway and the lock are online). */
  online: z.boolean(),
  /** Why the key opens nothing now; null when it does. */
  refusal: z.enum(KEY_REFUSALS).nullable(),
  usesLeft: z.number().nullable(),
});
export type KeyPage = z.infer<typeof KeyPageSchema>;

export const keyPageDetails = defineCall({
  method: 'GET',
  path: '/property-devices/get-smart-lock-details/:token',
  access: 'public',
  summary: 'The lock a key link opens, its state and whether the key works now',
  params: TokenParams,
  response: KeyPageSchema,
});

const KeyCommandAnswer = z.object({ switchgear: Switchgear });

export const keyUnlock = defineCall({
  method: 'POST',
  path: '/property-devices/unlock-smart-lock/:token',
  access: 'public',
  summary: "Unlock through a key link, if the key's rules allow it now",
  params: TokenParams,
  response: KeyCommandAnswer,
});

export const keyLock = defineCall({
  method: 'POST',
  path: '/property-devices/lock-smart-lock/:token',
  access: 'public',
  summary: 'Lock through a key link (locking never counts as a use)',
  params: TokenParams,
  response: KeyCommandAnswer,
});

/** The live 'notification' message of a key use (issue 6 adds push). */
export const KeyUsedNotificationSchema = z.object({
  kind: z.literal('key used'),
  deviceId: IdSchema,
  deviceName: z.string(),
  keyName: z.string(),
  switchgear: Switchgear,
  at: z.string(),
});

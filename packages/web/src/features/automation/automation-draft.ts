// The builder's working copy of an automation and what is wrong with it, in the words of the catalogue:
// each problem is keyed by where it is ('name', 'days', 'conditions', 'conditions.1', 'actions.0'…).
import {
  AutomationInputSchema,
  type Action,
  type Automation,
  type AutomationInput,
  type Condition,
} from '@hemvakt/contract/automations';
import { DAYS } from '@hemvakt/contract/local-time';

export type Draft = AutomationInput;

export function newDraft(): Draft {
  return { name: '', active: true, days: [...DAYS], conditions: [], actions: [] };
}

export function draftOf(automation: Automation): Draft {
  const { name, active, days, conditions, actions } = automation;
  return { name, active, days, conditions, actions };
}

export const NEW_CONDITION: Record<Condition['kind'], Condition> = {
  device: { kind: 'device', deviceId: '', state: 'open' },
  weather: { kind: 'weather', weather: 'sunny' },
  scene: { kind: 'scene', sceneId: '' },
  time: { kind: 'time', time: 'sunsetToSunrise' },
};

export const NEW_ACTION: Record<Action['kind'], Action> = {
  device: { kind: 'device', deviceId: '', switchgear: 'on' },
  scene: { kind: 'scene', sceneId: '' },
  security: { kind: 'security', alarmSetting: 'Armed' },
  notify: { kind: 'notify', message: '' },
};

export type ProblemKey =
  | 'missingName'
  | 'missingDays'
  | 'missingTrigger'
  | 'missingActions'
  | 'missingDevice'
  | 'missingScene'
  | 'missingTime'
  | 'missingMessage'
  | 'missingWeather'
  | 'missingTemperature'
  | 'invalidPart';

const FIELD_PROBLEMS: Record<string, ProblemKey> = {
  deviceId: 'missingDevice',
  sceneId: 'missingScene',
  at: 'missingTime',
  message: 'missingMessage',
  weather: 'missingWeather',
  temperature: 'missingTemperature',
};

/** Where each problem of the draft is, and which text says it (empty when the draft can be saved). */
export function draftProblems(draft: Draft): Map<string, ProblemKey> {
  const parsed = AutomationInputSchema.safeParse(draft);
  const problems = new Map<string, ProblemKey>();
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const [top, index, field] = issue.path.map(String);
    if (top === 'name') problems.set('name', 'missingName');
    else if (top === 'days') problems.set('days', 'missingDays');
    else if (index === undefined)
      problems.set(top!, top === 'conditions' ? 'missingTrigger' : 'missingActions');
    else problems.set(`${top}.${index}`, FIELD_PROBLEMS[field ?? ''] ?? 'invalidPart');
  }
  return problems;
}

import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { i18n, initI18n } from '../../i18n/i18n';
import { buildDevice } from '../../test/devices';
import { draftProblems, newDraft } from './automation-draft';
import {
  describeAction,
  describeCondition,
  describeDays,
  describeReason,
  describeTrigger,
  type Names,
} from './describe';

let t: TFunction;
const door = buildDevice({ typeI: 'SensorDoorWindow', deviceName: 'Front Door' });
const lamp = buildDevice({ typeI: 'SmartLightColorDimmable', deviceName: 'Hall Light' });
const names: Names = { device: (id) => [door, lamp].find((d) => d.id === id), scene: () => undefined };

beforeAll(async () => {
  await initI18n('EN');
  t = i18n.t.bind(i18n) as TFunction;
});

describe('automations in words', () => {
  it('says conditions, actions and days as sentences', () => {
    expect(describeCondition(t, { kind: 'device', deviceId: door.id, state: 'open' }, names)).toBe(
      'Front Door is open',
    );
    expect(
      describeCondition(
        t,
        { kind: 'weather', weather: 'raining', temperature: { comparison: 'belowOrEqual', value: 5 } },
        names,
      ),
    ).toBe('It is raining and below or equal to 5 °C');
    expect(describeCondition(t, { kind: 'time', time: 'specificTime', at: '07:30' }, names)).toBe('At 07:30');
    expect(describeCondition(t, { kind: 'scene', sceneId: 'gone' }, names)).toBe(
      'a removed scene is the active scene',
    );
    expect(
      describeAction(t, { kind: 'device', deviceId: lamp.id, switchgear: 'on', lightLevel: 127 }, names),
    ).toBe('Turn Hall Light on at 50 %');
    expect(describeAction(t, { kind: 'security', alarmSetting: 'Armed' }, names)).toBe('Arm the alarm');
    expect(describeDays(t, ['mon', 'tue', 'wed', 'thu', 'fri'])).toBe('Weekdays');
    expect(describeDays(t, ['sun', 'mon'])).toBe('Mon, Sun');
  });

  it('says why a run did or did not fire, in Swedish too', async () => {
    expect(
      describeTrigger(t, { kind: 'device', deviceId: door.id, deviceName: 'Front Door', status: 'Open' }),
    ).toBe('Front Door: Open');
    expect(describeReason(t, { code: 'time', now: '12:05', sunrise: '03:40', sunset: '21:55' })).toBe(
      'It was 12:05 (sunrise 03:40, sunset 21:55).',
    );
    expect(describeReason(t, { code: 'deviceState', deviceName: 'Thermometer', actual: '20.5' })).toBe(
      'Thermometer was 20.5 °C.',
    );
    await i18n.changeLanguage('sv');
    await import('../../i18n/sv').then(({ sv }) => i18n.addResourceBundle('sv', 'translation', sv));
    expect(describeReason(t, { code: 'dayNotScheduled', day: 'sat' })).toBe('Den körs inte på lördagar.');
    expect(describeTrigger(t, { kind: 'time', boundary: 'sunset', at: '21:55' })).toBe('Solnedgång (21:55)');
    await i18n.changeLanguage('en');
  });
});

describe('the builder draft', () => {
  it('marks every missing part where it is', () => {
    const problems = draftProblems(newDraft());
    expect(Object.fromEntries(problems)).toEqual({
      name: 'missingName',
      conditions: 'missingTrigger',
      actions: 'missingActions',
    });
    const draft = {
      ...newDraft(),
      name: 'Rule',
      days: [],
      conditions: [
        { kind: 'device' as const, deviceId: '', state: 'open' as const },
        { kind: 'time' as const, time: 'specificTime' as const },
      ],
      actions: [{ kind: 'notify' as const, message: '' }],
    };
    expect(Object.fromEntries(draftProblems(draft))).toEqual({
      days: 'missingDays',
      'conditions.0': 'missingDevice',
      'conditions.1': 'missingTime',
      'actions.0': 'missingMessage',
    });
  });
});

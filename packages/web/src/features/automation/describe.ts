// Automations in words, in the reader's language: each condition and action as a sentence, the days,
// and for each run what triggered it and why it did or did not fire.
import type { TFunction } from 'i18next';
import type { Action, AutomationRun, Condition } from '@hemvakt/contract/automations';
import type { Device } from '@hemvakt/contract/devices';
import type { Day } from '@hemvakt/contract/local-time';
import { DAYS } from '@hemvakt/contract/local-time';
import { LIGHT_LEVEL_MAX } from '@hemvakt/contract/device-catalogue';
import type { Scene } from '@hemvakt/contract/scenes';
import { sceneName } from '../../components/scenes/scene-look';
import { statusKeyOf } from '../../lib/devices/device-display';

export interface Names {
  device(id: string): Device | undefined;
  scene(id: string): Scene | undefined;
}

const deviceName = (t: TFunction, names: Names, id: string) =>
  names.device(id)?.deviceName ?? t('automation.removedDevice');
const sceneLabel = (t: TFunction, names: Names, id: string) => {
  const scene = names.scene(id);
  return scene ? sceneName(t, scene) : t('automation.removedScene');
};

export function describeCondition(t: TFunction, c: Condition, names: Names): string {
  switch (c.kind) {
    case 'device':
      return c.temperature
        ? t('automation.describe.deviceTemperature', {
            device: deviceName(t, names, c.deviceId),
            comparison: t(`automation.comparisons.${c.temperature.comparison}`),
            value: c.temperature.value,
          })
        : t('automation.describe.deviceState', {
            device: deviceName(t, names, c.deviceId),
            state: t(`automation.states.${c.state!}`),
          });
    case 'weather': {
      const weather = c.weather ? t(`automation.weathers.${c.weather}`).toLowerCase() : '';
      if (!c.temperature) return t('automation.describe.weather', { weather });
      const temperature = {
        comparison: t(`automation.comparisons.${c.temperature.comparison}`),
        value: c.temperature.value,
      };
      return c.weather
        ? t('automation.describe.weatherBoth', { weather, ...temperature })
        : t('automation.describe.weatherTemperature', temperature);
    }
    case 'scene':
      return t('automation.describe.scene', { scene: sceneLabel(t, names, c.sceneId) });
    case 'time':
      return c.time === 'specificTime'
        ? t('automation.describe.specificTime', { time: c.at ?? '' })
        : t(`automation.describe.${c.time}`);
  }
}

export function describeAction(t: TFunction, a: Action, names: Names): string {
  switch (a.kind) {
    case 'device': {
      const device = deviceName(t, names, a.deviceId);
      if (a.switchgear === 'on' && a.lightLevel != null)
        return t('automation.describe.setLight', {
          device,
          level: Math.round((a.lightLevel / LIGHT_LEVEL_MAX) * 100),
        });
      return t('automation.describe.setDevice', { device, state: t(`target.${a.switchgear}`).toLowerCase() });
    }
    case 'scene':
      return t('automation.describe.activateScene', { scene: sceneLabel(t, names, a.sceneId) });
    case 'security':
      return t(`automation.alarmSettings.${a.alarmSetting}`);
    case 'notify':
      return t('automation.describe.notify', { message: a.message });
  }
}

const WEEKDAYS: Day[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

export function describeDays(t: TFunction, days: readonly Day[]): string {
  const set = new Set(days);
  if (DAYS.every((d) => set.has(d))) return t('automation.everyDay');
  if (set.size === 5 && WEEKDAYS.every((d) => set.has(d))) return t('automation.weekdays');
  if (set.size === 2 && set.has('sat') && set.has('sun')) return t('automation.weekend');
  return DAYS.filter((d) => set.has(d))
    .map((d) => t(`automation.dayNames.${d}`))
    .join(', ');
}

function statusText(t: TFunction, status: string): string {
  if (/^-?\d+(\.\d+)?$/.test(status)) return `${status} °C`;
  const key = statusKeyOf(status);
  if (key) return t(`deviceStatus.${key}`);
  if (status === 'on' || status === 'off') return t(`deviceStatus.${status}`);
  return status;
}

export function describeTrigger(t: TFunction, trigger: AutomationRun['trigger']): string {
  switch (trigger.kind) {
    case 'device':
      return t('runs.triggers.device', { device: trigger.deviceName, status: statusText(t, trigger.status) });
    case 'time':
      return t(`runs.triggers.${trigger.boundary}`, { time: trigger.at });
    case 'weather':
      return t('runs.triggers.weather', {
        weather: t(`automation.weathers.${trigger.weather}`).toLowerCase(),
        temperature: trigger.temperature,
      });
    case 'scene':
      return t('runs.triggers.scene', { scene: trigger.sceneName });
  }
}

export function describeReason(t: TFunction, reason: AutomationRun['reason']): string {
  switch (reason.code) {
    case 'allConditionsMet':
      return t('runs.reasons.allConditionsMet');
    case 'dayNotScheduled':
      return t('runs.reasons.dayNotScheduled', { day: t(`automation.dayLong.${reason.day}`) });
    case 'deviceState': {
      const actual = statusText(t, reason.actual);
      return t('runs.reasons.deviceState', {
        device: reason.deviceName,
        actual: /^-?\d/.test(reason.actual) ? actual : actual.toLowerCase(),
      });
    }
    case 'weather':
      return t('runs.reasons.weather', {
        weather: t(`automation.weathers.${reason.weather}`).toLowerCase(),
        temperature: reason.temperature,
      });
    case 'scene':
      return reason.activeSceneName
        ? t('runs.reasons.scene', { scene: reason.activeSceneName })
        : t('runs.reasons.noScene');
    case 'time':
      return t('runs.reasons.time', {
        now: reason.now,
        sunrise: reason.sunrise ?? '–',
        sunset: reason.sunset ?? '–',
      });
    case 'notAtTime':
      return t('runs.reasons.notAtTime', { now: reason.now, at: reason.at });
    case 'missing':
      return t(
        reason.what === 'device'
          ? 'runs.reasons.missingDevice'
          : reason.what === 'scene'
            ? 'runs.reasons.missingScene'
            : 'runs.reasons.missingWeather',
      );
    case 'rateLimited':
      return t('runs.reasons.rateLimited');
    case 'actionFailed':
      return t('runs.reasons.actionFailed', { number: reason.actionIndex + 1, message: reason.message });
  }
}

// The builder's IF and THEN parts: one editor per condition kind (device state or temperature, weather,
// scene, time of day) and per action kind (set a device, activate a scene, arm or disarm, notify).
import { IonButton, IonIcon } from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { comparesTemperature, deviceStateTokens } from '@hemvakt/contract/automation-rules';
import {
  NOTIFY_MESSAGE_MAX,
  TIME_OPTIONS,
  type Action,
  type Condition,
  type DeviceCondition,
  type WeatherCondition,
} from '@hemvakt/contract/automations';
import { ALARM_SETTINGS } from '@hemvakt/contract/security';
import { COMPARISONS, WEATHER_KINDS, type TemperatureComparison } from '@hemvakt/contract/weather';
import type { Device } from '@hemvakt/contract/devices';
import type { Scene } from '@hemvakt/contract/scenes';
import { ChoiceGroup } from '../../components/choice-group';
import { defaultTarget, TargetEditor } from '../../components/devices/target-editor';
import { sceneName } from '../../components/scenes/scene-look';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { kindOf } from '../../lib/devices/device-display';

export interface PartContext {
  devices: Device[];
  /** Lights, plugs, switches and curtains the user may control. */
  settable: Device[];
  scenes: Scene[];
}

function PartFrame({
  label,
  problem,
  onRemove,
  removeLabel,
  children,
}: {
  label: string;
  problem: string | null;
  onRemove: () => void;
  removeLabel: string;
  children: React.ReactNode;
}) {
  return (
    <li className={`rule-part${problem ? ' rule-part--invalid' : ''}`} data-testid="rule-part">
      <div className="rule-part__head">
        <span className="rule-part__kind">{label}</span>
        <IonButton fill="clear" size="small" color="medium" aria-label={removeLabel} onClick={onRemove}>
          <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
        </IonButton>
      </div>
      <div className="rule-part__body">{children}</div>
      {problem ? (
        <p className="rule-part__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  );
}

function TemperatureFields({
  value,
  onChange,
  optional,
}: {
  value: TemperatureComparison | undefined;
  onChange: (value: TemperatureComparison | undefined) => void;
  optional: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="rule-part__row">
      <SelectField
        name="comparison"
        label={t('automation.temperature')}
        value={value?.comparison ?? ''}
        placeholder={optional ? t('automation.anyTemperature') : undefined}
        options={COMPARISONS.map((c) => ({ value: c, label: t(`automation.comparisons.${c}`) }))}
        onChange={(comparison) =>
          onChange(
            comparison
              ? { comparison: comparison as TemperatureComparison['comparison'], value: value?.value ?? 20 }
              : undefined,
          )
        }
      />
      {value ? (
        <label className="select-field number-field">
          <span className="select-field__label">{t('automation.degrees')}</span>
          <input
            type="number"
            name="degrees"
            min={-60}
            max={60}
            step={0.5}
            value={Number.isNaN(value.value) ? '' : value.value}
            onChange={(event) =>
              onChange({
                ...value,
                value: event.target.value === '' ? Number.NaN : Number(event.target.value),
              })
            }
          />
        </label>
      ) : null}
    </div>
  );
}

function DeviceConditionFields({
  c,
  ctx,
  onChange,
}: {
  c: DeviceCondition;
  ctx: PartContext;
  onChange: (c: Condition) => void;
}) {
  const { t } = useTranslation();
  const device = ctx.devices.find((d) => d.id === c.deviceId);
  const kind = device ? kindOf(device) : undefined;
  const tokens = deviceStateTokens(kind);
  const choose = (deviceId: string) => {
    const next = ctx.devices.find((d) => d.id === deviceId);
    const nextKind = next ? kindOf(next) : undefined;
    const first = deviceStateTokens(nextKind)[0];
    onChange(
      first || !comparesTemperature(nextKind)
        ? { kind: 'device', deviceId, state: first ?? 'on' }
        : { kind: 'device', deviceId, temperature: { comparison: 'above', value: 20 } },
    );
  };
  return (
    <>
      <SelectField
        name="device"
        label={t('automation.device')}
        value={c.deviceId}
        placeholder={t('scenes.chooseDevice')}
        required
        options={ctx.devices.map((d) => ({ value: d.id, label: d.deviceName }))}
        onChange={choose}
      />
      {device && tokens.length > 0 ? (
        <SelectField
          name="state"
          label={t('automation.state')}
          value={c.state ?? ''}
          options={tokens.map((token) => ({ value: token, label: t(`automation.states.${token}`) }))}
          onChange={(state) => onChange({ ...c, state: state as DeviceCondition['state'] })}
        />
      ) : null}
      {device && tokens.length === 0 ? (
        <TemperatureFields
          value={c.temperature}
          optional={false}
          onChange={(temperature) => onChange({ ...c, temperature })}
        />
      ) : null}
    </>
  );
}

function WeatherFields({ c, onChange }: { c: WeatherCondition; onChange: (c: Condition) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        name="weather"
        label={t('automation.weather')}
        value={c.weather ?? ''}
        placeholder={t('automation.anyWeather')}
        options={WEATHER_KINDS.map((w) => ({ value: w, label: t(`automation.weathers.${w}`) }))}
        onChange={(weather) =>
          onChange({ ...c, weather: (weather || undefined) as WeatherCondition['weather'] })
        }
      />
      <TemperatureFields
        value={c.temperature}
        optional
        onChange={(temperature) => onChange({ ...c, temperature })}
      />
    </>
  );
}

function SceneSelect({
  value,
  scenes,
  onChange,
}: {
  value: string;
  scenes: Scene[];
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="scene"
      label={t('automation.scene')}
      value={value}
      placeholder={t('automation.missingScene')}
      required
      options={scenes.map((s) => ({ value: s.id, label: sceneName(t, s) }))}
      onChange={onChange}
    />
  );
}

export function ConditionEditor({
  c,
  ctx,
  problem,
  onChange,
  onRemove,
}: {
  c: Condition;
  ctx: PartContext;
  problem: string | null;
  onChange: (c: Condition) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PartFrame
      label={t(`automation.conditionKinds.${c.kind}`)}
      problem={problem}
      onRemove={onRemove}
      removeLabel={t('automation.removeCondition')}
    >
      {c.kind === 'device' ? <DeviceConditionFields c={c} ctx={ctx} onChange={onChange} /> : null}
      {c.kind === 'weather' ? <WeatherFields c={c} onChange={onChange} /> : null}
      {c.kind === 'scene' ? (
        <SceneSelect
          value={c.sceneId}
          scenes={ctx.scenes}
          onChange={(sceneId) => onChange({ ...c, sceneId })}
        />
      ) : null}
      {c.kind === 'time' ? (
        <div className="rule-part__row">
          <SelectField
            name="time"
            label={t('automation.time')}
            value={c.time}
            options={TIME_OPTIONS.map((option) => ({
              value: option,
              label: t(`automation.times.${option}`),
            }))}
            onChange={(time) =>
              onChange(
                time === 'specificTime'
                  ? { kind: 'time', time, at: c.at ?? '07:00' }
                  : { kind: 'time', time: time as typeof c.time },
              )
            }
          />
          {c.time === 'specificTime' ? (
            <label className="select-field number-field">
              <span className="select-field__label">{t('automation.at')}</span>
              <input
                type="time"
                name="at"
                value={c.at ?? ''}
                onChange={(event) => onChange({ ...c, at: event.target.value || undefined })}
              />
            </label>
          ) : null}
        </div>
      ) : null}
    </PartFrame>
  );
}

export function ActionEditor({
  a,
  ctx,
  problem,
  onChange,
  onRemove,
}: {
  a: Action;
  ctx: PartContext;
  problem: string | null;
  onChange: (a: Action) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const device = a.kind === 'device' ? ctx.settable.find((d) => d.id === a.deviceId) : undefined;
  return (
    <PartFrame
      label={t(`automation.actionKinds.${a.kind}`)}
      problem={problem}
      onRemove={onRemove}
      removeLabel={t('automation.removeAction')}
    >
      {a.kind === 'device' ? (
        <>
          <SelectField
            name="device"
            label={t('automation.device')}
            value={a.deviceId}
            placeholder={t('scenes.chooseDevice')}
            required
            options={ctx.settable.map((d) => ({ value: d.id, label: d.deviceName }))}
            onChange={(deviceId) => {
              const next = ctx.settable.find((d) => d.id === deviceId);
              onChange({ kind: 'device', deviceId, ...(next ? defaultTarget(next) : { switchgear: 'on' }) });
            }}
          />
          {device ? (
            <TargetEditor
              device={device}
              value={a}
              onChange={(target) => onChange({ kind: 'device', deviceId: a.deviceId, ...target })}
            />
          ) : null}
        </>
      ) : null}
      {a.kind === 'scene' ? (
        <SceneSelect
          value={a.sceneId}
          scenes={ctx.scenes}
          onChange={(sceneId) => onChange({ ...a, sceneId })}
        />
      ) : null}
      {a.kind === 'security' ? (
        <ChoiceGroup
          label={t('automation.alarm')}
          value={a.alarmSetting}
          choices={ALARM_SETTINGS.map((value) => ({ value, label: t(`automation.alarmSettings.${value}`) }))}
          onChange={(alarmSetting) => onChange({ ...a, alarmSetting })}
        />
      ) : null}
      {a.kind === 'notify' ? (
        <TextField
          name="message"
          label={t('automation.message')}
          value={a.message}
          maxlength={NOTIFY_MESSAGE_MAX}
          helper={t('automation.messageHelper', { max: NOTIFY_MESSAGE_MAX })}
          onChange={(message) => onChange({ ...a, message })}
        />
      ) : null}
    </PartFrame>
  );
}

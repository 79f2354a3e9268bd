// What a scene or an automation sets a device to (spec 001 §3 scene device): on or off (curtains open or
// closed) and, for a light switched on, its brightness and its colour or colour temperature.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COLOR_TEMP_MAX,
  COLOR_TEMP_MIN,
  LIGHT_LEVEL_MAX,
  LIGHT_LEVEL_MIN,
} from '@hemvakt/contract/device-catalogue';
import type { Device } from '@hemvakt/contract/devices';
import { switchgearsOf, type DeviceTarget } from '@hemvakt/contract/scenes';
import { colorToCss, hueSatToColor } from '../../lib/devices/colour';
import { isColourLight, kindOf } from '../../lib/devices/device-display';
import { ChoiceGroup } from '../choice-group';
import { IonToggle } from '../ionic/lazy-components';
import { RangeField } from '../range-field';

const HUES = [0, 30, 60, 120, 180, 240, 280, 320];
const DEFAULT_COLOR_TEMP = 370;

/** A sensible first target: lights on at full brightness, curtains open, the rest on. */
export function defaultTarget(device: Pick<Device, 'typeI'>): DeviceTarget {
  const kind = kindOf(device);
  return kind === 'light'
    ? { switchgear: 'on', lightLevel: LIGHT_LEVEL_MAX }
    : { switchgear: switchgearsOf(kind)[0]! };
}

function Swatches({ value, onChange }: { value: DeviceTarget; onChange: (target: DeviceTarget) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const chosen = colorToCss(value.colorX ?? null, value.colorY ?? null);
  const pick = (colour: { colorX: number; colorY: number } | null) =>
    onChange({ ...value, colorX: colour?.colorX ?? null, colorY: colour?.colorY ?? null });
  return (
    <div className="target-colours" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="range-field__label target-colours__label">
        {t('target.colour')}
      </span>
      <button
        type="button"
        className={`colour-preset colour-preset--keep${chosen ? '' : ' colour-preset--on'}`}
        aria-pressed={!chosen}
        aria-label={t('target.keepColour')}
        onClick={() => pick(null)}
      />
      {HUES.map((hue) => {
        const colour = hueSatToColor(hue, 1);
        const on = value.colorX === colour.colorX && value.colorY === colour.colorY;
        return (
          <button
            key={hue}
            type="button"
            className={`colour-preset${on ? ' colour-preset--on' : ''}`}
            style={{ background: `hsl(${hue} 100% 50%)` }}
            aria-pressed={on}
            aria-label={t('target.colourHue', { hue })}
            onClick={() => pick(colour)}
          />
        );
      })}
    </div>
  );
}

export function TargetEditor({
  device,
  value,
  onChange,
}: {
  device: Device;
  value: DeviceTarget;
  onChange: (target: DeviceTarget) => void;
}) {
  const { t } = useTranslation();
  const kind = kindOf(device);
  const lightOn = kind === 'light' && value.switchgear === 'on';
  const choices = switchgearsOf(kind).map((switchgear) => ({
    value: switchgear,
    label: t(`target.${switchgear}`),
  }));
  const setSwitch = (switchgear: DeviceTarget['switchgear']) =>
    onChange(
      switchgear === 'on' && kind === 'light'
        ? { ...value, switchgear, lightLevel: value.lightLevel ?? LIGHT_LEVEL_MAX }
        : { switchgear },
    );
  return (
    <div className="target-editor">
      <ChoiceGroup
        label={t('target.state', { device: device.deviceName })}
        value={value.switchgear}
        choices={choices}
        onChange={setSwitch}
      />
      {lightOn ? (
        <RangeField
          label={t('target.level')}
          min={LIGHT_LEVEL_MIN}
          max={LIGHT_LEVEL_MAX}
          value={value.lightLevel ?? LIGHT_LEVEL_MAX}
          onChange={(lightLevel) => onChange({ ...value, lightLevel })}
        />
      ) : null}
      {lightOn && isColourLight(device) ? <Swatches value={value} onChange={onChange} /> : null}
      {lightOn && !isColourLight(device) ? (
        <>
          <IonToggle
            checked={value.colorTemp != null}
            justify="space-between"
            onIonChange={(event) =>
              onChange({ ...value, colorTemp: event.detail.checked ? DEFAULT_COLOR_TEMP : null })
            }
          >
            {t('target.setColorTemp')}
          </IonToggle>
          {value.colorTemp != null ? (
            <RangeField
              label={t('target.colorTemp')}
              min={COLOR_TEMP_MIN}
              max={COLOR_TEMP_MAX}
              value={value.colorTemp}
              onChange={(colorTemp) => onChange({ ...value, colorTemp })}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

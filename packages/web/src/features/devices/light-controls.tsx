// Light controls (spec 001 §4, §9): on/off (hidden on screens ≤ 375 px), level 5–254 and colour
// temperature 1–500 sent 500 ms after the last change, and a colour wheel (250 px, 200 px on small
// screens) for colour lights. A light command is ignored while the previous one is on its way.
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { linkOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import {
  COLOR_TEMP_MAX,
  COLOR_TEMP_MIN,
  LIGHT_LEVEL_MAX,
  LIGHT_LEVEL_MIN,
} from '@hemvakt/contract/device-catalogue';
import type { Device, LightCommand } from '@hemvakt/contract/devices';
import { sendLightCommand } from '../../api/devices';
import { IonToggle } from '../../components/ionic/lazy-components';
import { colorToCss, hueSatToColor, wheelPoint } from '../../lib/devices/colour';
import { debounce } from '../../lib/devices/debounce';
import { isColourLight } from '../../lib/devices/device-display';
import { SMALL_SCREEN, useMediaQuery } from '../../lib/use-media-query';
import { alertFailure } from '../../components/alert-failure';
import { RangeField } from '../../components/range-field';

export const LIGHT_DEBOUNCE_MS = 500;
const DEFAULT_COLOR_TEMP = 250;

type Command = Pick<LightCommand, 'type' | 'value'>;

/** Sends a light command unless the previous one is still on its way (then answers false). */
function useLightSender(device: Device) {
  const { t } = useTranslation();
  const inFlight = useRef(false);
  const { propertyId, ieee, ep } = device;
  return useCallback(
    (command: Command) => {
      if (inFlight.current || !ieee) return false;
      inFlight.current = true;
      sendLightCommand(propertyId, { ...command, ieee, ep } as LightCommand)
        .catch((error: unknown) => alertFailure(t, error))
        .finally(() => {
          inFlight.current = false;
        });
      return true;
    },
    [propertyId, ieee, ep, t],
  );
}

/** A value changed here, shown until the device reports a different value than it had then. */
function useDraft<T>(reported: T): [T, (value: T) => void, boolean] {
  const [draft, setDraft] = useState<{ value: T; from: T } | null>(null);
  const active = draft !== null && Object.is(draft.from, reported);
  return [active ? draft.value : reported, (value: T) => setDraft({ value, from: reported }), active];
}

function ColourWheel({
  device,
  onPick,
}: {
  device: Device;
  onPick: (hue: number, saturation: number) => void;
}) {
  const { t } = useTranslation();
  const size = useMediaQuery(SMALL_SCREEN) ? 200 : 250;
  const current = colorToCss(device.colorX, device.colorY);
  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const { hue, saturation } = wheelPoint(
      event.clientX - box.left - box.width / 2,
      event.clientY - box.top - box.height / 2,
      box.width / 2,
    );
    if (saturation <= 1) onPick(hue, saturation);
  };
  const presets = [0, 30, 60, 120, 180, 240, 280, 320];
  return (
    <div className="colour-picker">
      <span className="range-field__label">
        {t('device.colour')}
        {current ? (
          <span className="colour-swatch" style={{ background: current }} aria-hidden="true" />
        ) : null}
      </span>
      <div
        className="colour-wheel"
        style={{ width: size, height: size }}
        data-testid="colour-wheel"
        aria-hidden="true"
        onPointerUp={pick}
      />
      <div className="colour-presets" role="group" aria-label={t('device.colour')}>
        {presets.map((hue) => (
          <button
            key={hue}
            type="button"
            className="colour-preset"
            style={{ background: `hsl(${hue} 100% 50%)` }}
            aria-label={t('device.colourHue', { hue })}
            onClick={() => onPick(hue, 1)}
          />
        ))}
        <button
          type="button"
          className="colour-preset colour-preset--white"
          aria-label={t('device.colourWhite')}
          onClick={() => onPick(0, 0)}
        />
      </div>
    </div>
  );
}

export function LightControls({ device, onLinkage }: { device: Device; onLinkage?: () => void }) {
  const { t } = useTranslation();
  const send = useLightSender(device);
  const [level, setLevel] = useDraft(device.lightLevel ?? LIGHT_LEVEL_MAX);
  const [colorTemp, setColorTemp] = useDraft(device.colorTemp ?? DEFAULT_COLOR_TEMP);
  const [on, setPendingOn] = useDraft(device.switchgear === 'on');

  const debounced = useMemo(() => debounce(send, LIGHT_DEBOUNCE_MS), [send]);
  useEffect(() => () => debounced.cancel(), [debounced]);

  return (
    <div className="light-controls">
      <div className="light-power">
        <IonToggle
          checked={on}
          justify="space-between"
          onIonChange={(event) => {
            const next = event.detail.checked;
            if (send({ type: 'switch', value: next ? 'on' : 'off' })) setPendingOn(next);
            else event.target.checked = on;
          }}
        >
          {t('device.power')}
        </IonToggle>
      </div>
      <RangeField
        label={t('device.level')}
        min={LIGHT_LEVEL_MIN}
        max={LIGHT_LEVEL_MAX}
        value={level}
        testId="light-level"
        onChange={(value) => {
          setLevel(value);
          debounced({ type: 'level', value });
        }}
      />
      {isColourLight(device) ? (
        <ColourWheel
          device={device}
          onPick={(hue, saturation) => send({ type: 'color', value: hueSatToColor(hue, saturation) })}
        />
      ) : (
        <RangeField
          label={t('device.colorTemp')}
          min={COLOR_TEMP_MIN}
          max={COLOR_TEMP_MAX}
          value={colorTemp}
          testId="light-color-temp"
          onChange={(value) => {
            setColorTemp(value);
            debounced({ type: 'colorTemp', value });
          }}
        />
      )}
      {onLinkage ? (
        <IonButton fill="outline" size="small" onClick={onLinkage}>
          <IonIcon slot="start" icon={linkOutline} aria-hidden="true" />
          {t('device.linkedBulbs')}
        </IonButton>
      ) : null}
    </div>
  );
}

// The spec's device commands → zigbee2mqtt `/set` payloads (GATEWAY-PROTOCOL.md §4.2). Absolute values
// only, never TOGGLE: QoS 1 redelivery may repeat a command.
import type { DeviceKind } from '@hemvakt/contract/device-catalogue';
import type { LightCommand } from '@hemvakt/contract/devices';
import type { DeviceTarget } from '@hemvakt/contract/scenes';
import { flattenExposes, type Expose } from '@hemvakt/contract/z2m';

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const round4 = (v: number) => Math.round(v * 10_000) / 10_000;

export function onOffPayload(value: 'on' | 'off'): Record<string, unknown> {
  return { state: value === 'on' ? 'ON' : 'OFF' };
}

type Range = { min: number; max: number } | null;

const brightness = (level: number) => clamp(level, 5, 254);
const colorTemp = (mired: number, range: Range) => {
  const r = range ?? { min: 150, max: 500 };
  return clamp(mired, r.min, r.max);
};
const color = (colorX: number, colorY: number) => ({
  x: round4(clamp(colorX, 0, 65535) / 65535),
  y: round4(clamp(colorY, 0, 65535) / 65535),
});

export function lightPayload(command: LightCommand, colorTempRange: Range): Record<string, unknown> {
  switch (command.type) {
    case 'switch':
      return onOffPayload(command.value);
    case 'level':
      return { brightness: brightness(command.value), transition: 0.5 };
    case 'colorTemp':
      return { color_temp: colorTemp(command.value, colorTempRange) };
    case 'color':
      return { color: color(command.value.colorX, command.value.colorY) };
  }
}

/**
 * A scene's or an automation's target state as one `/set`: a light switched on gets its level and its
 * colour (or, without one, its colour temperature) in the same message.
 */
export function targetPayload(kind: DeviceKind, target: DeviceTarget, colorTempRange: Range) {
  if (kind === 'curtain') return curtainPayload(target.switchgear === 'close' ? 'close' : 'open');
  const payload = onOffPayload(target.switchgear === 'on' ? 'on' : 'off');
  if (kind !== 'light' || target.switchgear !== 'on') return payload;
  if (target.lightLevel != null) payload.brightness = brightness(target.lightLevel);
  if (target.colorX != null && target.colorY != null) payload.color = color(target.colorX, target.colorY);
  else if (target.colorTemp != null) payload.color_temp = colorTemp(target.colorTemp, colorTempRange);
  return payload;
}

export function curtainPayload(type: 'open' | 'stop' | 'close'): Record<string, unknown> {
  return { state: type === 'open' ? 'OPEN' : type === 'stop' ? 'STOP' : 'CLOSE' };
}

/** A siren's `warning` with only the keys (and a mode) the device exposes (e.g. HS2WD-E has no `level`). */
function warningPayload(
  exposes: readonly Expose[],
  wanted: { modes: string[]; level: string; seconds: number },
): Record<string, unknown> {
  const warning = flattenExposes(exposes).find((e) => e.property === 'warning' || e.name === 'warning');
  const features = warning?.features ?? [];
  const keys = new Set(features.map((f) => f.property ?? f.name));
  const modes = features.find((f) => (f.property ?? f.name) === 'mode')?.values ?? wanted.modes;
  const full: Record<string, unknown> = {
    mode: wanted.modes.find((m) => modes.includes(m)) ?? wanted.modes[wanted.modes.length - 1],
    level: wanted.level,
    strobe: true,
    duration: wanted.seconds,
  };
  const payload = Object.fromEntries(
    Object.entries(full).filter(([key]) => keys.size === 0 || keys.has(key)),
  );
  return { warning: payload };
}

export function sirenTestPayload(exposes: readonly Expose[], seconds: number): Record<string, unknown> {
  return warningPayload(exposes, { modes: ['emergency'], level: 'medium', seconds });
}

/** The alarm: the burglar sound where the siren has one, loudest level. */
export function sirenAlarmPayload(exposes: readonly Expose[], seconds: number): Record<string, unknown> {
  return warningPayload(exposes, { modes: ['burglar', 'emergency'], level: 'very_high', seconds });
}

export const SIREN_STOP_PAYLOAD = { warning: { mode: 'stop' } };
export const IDENTIFY_PAYLOAD = { identify: 'identify' };

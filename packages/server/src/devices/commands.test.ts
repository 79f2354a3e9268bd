import { describe, expect, it } from 'vitest';
import { Z2M_DEFINITIONS } from '@hemvakt/contract/z2m-definitions';
import { curtainPayload, lightPayload, sirenAlarmPayload, sirenTestPayload, targetPayload } from './commands';

const at = { ieee: '0x0000000000000001', ep: 1 };

describe('spec commands → /set payloads (GATEWAY-PROTOCOL.md §4.2)', () => {
  it('switches, dims with a transition, clamps colour temperature to the bulb and scales colour', () => {
    expect(lightPayload({ type: 'switch', value: 'on', ...at }, null)).toEqual({ state: 'ON' });
    expect(lightPayload({ type: 'level', value: 120, ...at }, null)).toEqual({
      brightness: 120,
      transition: 0.5,
    });
    expect(lightPayload({ type: 'colorTemp', value: 100, ...at }, { min: 250, max: 454 })).toEqual({
      color_temp: 250,
    });
    expect(lightPayload({ type: 'color', value: { colorX: 45494, colorY: 19418 }, ...at }, null)).toEqual({
      color: { x: 0.6942, y: 0.2963 },
    });
    expect(lightPayload({ type: 'color', value: { colorX: 65536, colorY: 0 }, ...at }, null)).toEqual({
      color: { x: 1, y: 0 },
    });
  });

  it('moves curtains with OPEN / STOP / CLOSE', () => {
    expect(['open', 'stop', 'close'].map((t) => curtainPayload(t as 'open'))).toEqual([
      { state: 'OPEN' },
      { state: 'STOP' },
      { state: 'CLOSE' },
    ]);
  });

  it('tests a siren for 60 s with only the warning keys the device has', () => {
    const heiman = Z2M_DEFINITIONS['HS2WD-E']!.definition.exposes;
    expect(sirenTestPayload(heiman, 60)).toEqual({
      warning: { mode: 'emergency', strobe: true, duration: 60 },
    });
    expect(sirenTestPayload([], 60)).toEqual({
      warning: { mode: 'emergency', level: 'medium', strobe: true, duration: 60 },
    });
  });

  it('sounds the alarm with the burglar sound where the siren has one', () => {
    const heiman = Z2M_DEFINITIONS['HS2WD-E']!.definition.exposes;
    expect(sirenAlarmPayload(heiman, 180)).toEqual({
      warning: { mode: 'emergency', strobe: true, duration: 180 },
    });
    const feature = (property: string, values?: string[]) => ({
      name: property,
      property,
      type: 'enum',
      access: 2,
      values,
    });
    const develco = [
      {
        name: 'warning',
        property: 'warning',
        type: 'composite',
        access: 2,
        features: [
          feature('mode', ['stop', 'burglar', 'fire', 'emergency']),
          feature('level', ['low', 'medium', 'high', 'very_high']),
          feature('strobe'),
          feature('duration'),
        ],
      },
    ] as unknown as Parameters<typeof sirenAlarmPayload>[0];
    expect(sirenAlarmPayload(develco, 180)).toEqual({
      warning: { mode: 'burglar', level: 'very_high', strobe: true, duration: 180 },
    });
    expect(sirenAlarmPayload([], 180)).toEqual({
      warning: { mode: 'burglar', level: 'very_high', strobe: true, duration: 180 },
    });
  });

  it('sends a scene target as one /set: colour before colour temperature, nothing but state when off', () => {
    const range = { min: 250, max: 454 };
    expect(targetPayload('light', { switchgear: 'on', lightLevel: 300, colorTemp: 100 }, range)).toEqual({
      state: 'ON',
      brightness: 254,
      color_temp: 250,
    });
    expect(
      targetPayload('light', { switchgear: 'on', colorTemp: 300, colorX: 45494, colorY: 19418 }, range),
    ).toEqual({ state: 'ON', color: { x: 0.6942, y: 0.2963 } });
    expect(targetPayload('light', { switchgear: 'off', lightLevel: 100 }, range)).toEqual({ state: 'OFF' });
    expect(targetPayload('plug', { switchgear: 'on' }, null)).toEqual({ state: 'ON' });
    expect(targetPayload('curtain', { switchgear: 'close' }, null)).toEqual({ state: 'CLOSE' });
  });
});

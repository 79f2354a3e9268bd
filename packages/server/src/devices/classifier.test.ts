import { describe, expect, it } from 'vitest';
import { DEVICE_CATALOGUE } from '@hemvakt/contract/device-catalogue';
import { MODEL_FOR_TYPE, Z2M_DEFINITIONS } from '@hemvakt/contract/z2m-definitions';
import { candidateTypes, colorTempRange, mainEndpoint } from './classifier';

describe('exposes → device type', () => {
  it('accepts every catalogue type for the real model the simulator pairs for it', () => {
    for (const entry of DEVICE_CATALOGUE) {
      const sim = Z2M_DEFINITIONS[MODEL_FOR_TYPE[entry.typeI]!]!;
      expect(candidateTypes(sim.definition, sim.model_id), entry.typeI).toContain(entry.typeI);
    }
  });

  it('tells a door sensor from a plug, and rejects a plug offered as a door sensor', () => {
    const plug = Z2M_DEFINITIONS['E22xx']!;
    expect(candidateTypes(plug.definition)).not.toContain('SensorDoorWindow');
    expect(candidateTypes(Z2M_DEFINITIONS['MCCGQ11LM']!.definition)).toEqual(['SensorDoorWindow']);
    expect(candidateTypes(Z2M_DEFINITIONS['WSDCGQ11LM']!.definition)).toEqual([
      'SensorTemperatureIndoor',
      'SensorTemperatureOutdoor',
      'SensorTemperatureIndoorWithProbe',
    ]);
  });

  it('falls back to capabilities for a model it does not list', () => {
    const contact = [{ type: 'binary', name: 'contact', property: 'contact', access: 1 }];
    expect(candidateTypes({ model: 'SNZB-04P', exposes: contact })).toEqual(['SensorDoorWindow']);
    const colour = [
      { type: 'light', features: [{ type: 'binary', name: 'state', property: 'state', access: 7 }] },
      { type: 'composite', name: 'color_xy', property: 'color', access: 7 },
    ];
    expect(candidateTypes({ model: 'X', exposes: colour })).toContain('SmartLightColorChangeable');
    const dimmable = [
      {
        type: 'light',
        features: [{ type: 'numeric', name: 'brightness', property: 'brightness', access: 7 }],
      },
    ];
    expect(candidateTypes({ model: 'Y', exposes: dimmable })).not.toContain('SmartLightColorChangeable');
    expect(candidateTypes({ model: 'Z', exposes: [{ type: 'numeric', name: 'pressure' }] })).toEqual([]);
  });

  it('multi sensor wins over motion when temperature is exposed', () => {
    const exposes = [
      { type: 'binary', name: 'occupancy', property: 'occupancy' },
      { type: 'numeric', name: 'temperature', property: 'temperature' },
    ];
    expect(candidateTypes({ model: 'M', exposes })).toEqual(['SensorMulti']);
  });

  it('picks the lowest endpoint but never Green Power (242), and reads the colour temperature range', () => {
    expect(mainEndpoint({ '242': {}, '11': {}, '2': {} })).toBe(2);
    expect(mainEndpoint(undefined)).toBe(1);
    expect(colorTempRange(Z2M_DEFINITIONS['LED2109G6']!.definition.exposes)).toEqual({ min: 250, max: 454 });
  });
});

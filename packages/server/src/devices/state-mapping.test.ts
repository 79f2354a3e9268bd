import { describe, expect, it } from 'vitest';
import { changedTypes, mapState, type DeviceFields } from './state-mapping';

const blank: DeviceFields = {
  status: 'No Status',
  switchgear: null,
  lightLevel: null,
  colorTemp: null,
  colorX: null,
  colorY: null,
  temp: null,
  humi: null,
  battery: 0,
  batteryPercentageRemain: null,
  currentConsumption: null,
  totalConsumption: null,
};

describe('zigbee2mqtt state → spec fields (GATEWAY-PROTOCOL.md §4.1)', () => {
  it('reads contact inverted: false is open', () => {
    expect(mapState('doorWindow', { contact: false, battery: 100 }, blank).status).toBe('Open');
    expect(mapState('doorWindow', { contact: true }, blank).status).toBe('Closed');
  });

  it('reads sensors into the spec status texts', () => {
    expect(mapState('motion', { occupancy: true }, blank).status).toBe('Movement Detected');
    expect(mapState('smoke', { smoke: true }, blank).status).toBe('Smoke Detected');
    expect(mapState('waterLeak', { water_leak: true }, blank).status).toBe('Water Leak Detected!');
    expect(mapState('waterLeak', { water_leak: false }, blank).status).toBe('No Water Leak Detected');
    expect(mapState('vibration', { action: 'vibration' }, blank).status).toBe('Movement Detected');
  });

  it('keeps temperature and humidity in hundredths and flags a low battery', () => {
    const f = mapState('temperature', { temperature: 21.56, humidity: 48.27, battery: 9 }, blank);
    expect(f).toMatchObject({ temp: 2156, humi: 4827, battery: 1 });
    expect(mapState('temperature', { battery_low: false, battery: 91 }, blank).battery).toBe(0);
  });

  it('reads plugs, lights, curtains and locks', () => {
    expect(mapState('plug', { state: 'ON', power: 18, energy: 2.47 }, blank)).toMatchObject({
      switchgear: 'on',
      currentConsumption: 18,
      totalConsumption: 2.47,
    });
    expect(
      mapState(
        'light',
        { state: 'OFF', brightness: 203, color_temp: 370, color: { x: 0.6942, y: 0.2963 } },
        blank,
      ),
    ).toMatchObject({ switchgear: 'off', lightLevel: 203, colorTemp: 370, colorX: 45494, colorY: 19418 });
    expect(mapState('curtain', { position: 0, state: 'CLOSE' }, blank)).toMatchObject({
      status: 'Closed',
      switchgear: 'close',
    });
    expect(mapState('curtain', { position: 40 }, blank)).toMatchObject({
      status: 'Open',
      switchgear: 'open',
    });
    expect(mapState('lock', { state: 'UNLOCK', lock_state: 'unlocked', battery: 76 }, blank)).toMatchObject({
      status: 'unlocked',
      switchgear: 'unlock',
      batteryPercentageRemain: 152,
    });
  });

  it('names each changed field once as its live message type', () => {
    const after = mapState(
      'light',
      { state: 'OFF', color: { x: 0.3, y: 0.3 } },
      { ...blank, switchgear: 'on' },
    );
    expect(changedTypes({ ...blank, switchgear: 'on' }, after)).toEqual(['switch state', 'color']);
    expect(changedTypes(blank, blank)).toEqual([]);
  });
});

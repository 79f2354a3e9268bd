import { describe, expect, it } from 'vitest';
import { buildDevice } from '../../test/devices';
import { deviceLook, linkableLights, offersHistory, visibleHistory } from './device-display';

describe('deviceLook', () => {
  it('reads a door sensor by its status text', () => {
    expect(deviceLook(buildDevice({ status: 'Open' }))).toMatchObject({ statusKey: 'open', tone: 'alert' });
    expect(deviceLook(buildDevice({ status: 'Closed' }))).toMatchObject({ statusKey: 'closed', tone: 'ok' });
  });

  it('does not make an open curtain look like an alarm', () => {
    expect(deviceLook(buildDevice({ typeI: 'SmartCurtain', status: 'Open' }))).toMatchObject({
      statusKey: 'open',
      tone: 'ok',
    });
  });

  it('says Disconnected for an inactive device, whatever its status', () => {
    expect(deviceLook(buildDevice({ active: false, status: 'Open' })).statusKey).toBe('disconnected');
  });

  it('divides temperature and humidity by 100 and rounds them', () => {
    const look = deviceLook(buildDevice({ typeI: 'SensorTemperatureIndoor', temp: 2157, humi: 4449 }));
    expect(look.reading).toEqual({ temperature: 22, humidity: 44 });
  });

  it('shows a plug on or off with its watts', () => {
    const look = deviceLook(buildDevice({ typeI: 'SmartPlug', switchgear: 'off', currentConsumption: 12.4 }));
    expect(look).toMatchObject({ statusKey: 'off', reading: { watts: 12 } });
  });

  it('asks to replace a sensor battery when battery is not 0 or null', () => {
    expect(deviceLook(buildDevice({ battery: 0 })).battery).toBeNull();
    expect(deviceLook(buildDevice({ battery: null })).battery).toBeNull();
    expect(deviceLook(buildDevice({ battery: 1 })).battery).toBe('replace');
  });

  it('asks to charge a lock at 10 % or below (the value is in half percent)', () => {
    const lock = (value: number) =>
      deviceLook(buildDevice({ typeI: 'SmartLock', batteryPercentageRemain: value, battery: 0 })).battery;
    expect(lock(20)).toBe('charge');
    expect(lock(22)).toBeNull();
  });

  it('keeps an unknown status as text', () => {
    expect(deviceLook(buildDevice({ typeI: 'SensorSmoke', status: 'Tampered' }))).toMatchObject({
      statusKey: null,
      text: 'Tampered',
    });
  });

  it('knows the siren states', () => {
    expect(deviceLook(buildDevice({ typeI: 'IASWarning', status: 'active' })).statusKey).toBe('sirenActive');
  });
});

describe('history rules', () => {
  it('is not offered for tunable devices, temperature sensors and locks', () => {
    expect(offersHistory(buildDevice({ typeI: 'SensorDoorWindow' }))).toBe(true);
    expect(offersHistory(buildDevice({ typeI: 'SmartPlug' }))).toBe(false);
    expect(offersHistory(buildDevice({ typeI: 'SensorTemperatureIndoor' }))).toBe(false);
    expect(offersHistory(buildDevice({ typeI: 'SmartLock' }))).toBe(false);
  });

  it('hides Movement entries of motion, vibration and multi sensors only', () => {
    const entries = [
      { createdAt: '2026-11-23T13:05:00Z', status: 'Movement Detected', type: 'status', roomId: null },
      { createdAt: '2026-11-23T13:06:00Z', status: 'No Movement', type: 'Movement', roomId: null },
    ];
    expect(visibleHistory(buildDevice({ typeI: 'SensorMotion' }), entries)).toHaveLength(1);
    expect(visibleHistory(buildDevice({ typeI: 'SensorVibration' }), entries)).toHaveLength(1);
    expect(visibleHistory(buildDevice({ typeI: 'SensorDoorWindow' }), entries)).toHaveLength(2);
  });
});

describe('linkableLights', () => {
  it('lists the other lights of the same room', () => {
    const lamp = buildDevice({ typeI: 'SmartLightColorChangeable', propertyRoomId: 'a' });
    const same = buildDevice({ typeI: 'SmartLightColorDimmable', propertyRoomId: 'a' });
    const other = buildDevice({ typeI: 'SmartLightColorDimmable', propertyRoomId: 'b' });
    const plug = buildDevice({ typeI: 'SmartPlug', propertyRoomId: 'a' });
    expect(linkableLights(lamp, [lamp, same, other, plug]).map((d) => d.id)).toEqual([same.id]);
  });
});

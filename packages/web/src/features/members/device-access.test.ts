import { describe, expect, it } from 'vitest';
import { normalizeDeviceAccess } from '@hemvakt/contract/members';
import { deviceOptions, setDeviceRight } from './device-access';

describe('per-device rights', () => {
  it('adds view when control or edit is ticked', () => {
    expect(setDeviceRight([], 'd1', 'canControll', true)).toEqual([
      { id: 'd1', canView: true, canControll: true, canEdit: false },
    ]);
    expect(setDeviceRight([], 'd1', 'canEdit', true)).toEqual([
      { id: 'd1', canView: true, canControll: false, canEdit: true },
    ]);
  });

  it('drops the device when view is unticked, keeping the others in order', () => {
    const list = [
      { id: 'a', canView: true, canControll: true, canEdit: true },
      { id: 'b', canView: true, canControll: false, canEdit: false },
    ];
    expect(setDeviceRight(list, 'a', 'canView', false)).toEqual([list[1]]);
  });

  it('changes one right without touching the others', () => {
    const list = [{ id: 'a', canView: true, canControll: true, canEdit: true }];
    expect(setDeviceRight(list, 'a', 'canEdit', false)).toEqual([
      { id: 'a', canView: true, canControll: true, canEdit: false },
    ]);
  });

  it('sends an empty list with full access', () => {
    expect(
      normalizeDeviceAccess(true, [{ id: 'a', canView: true, canControll: false, canEdit: false }]),
    ).toEqual([]);
  });

  it('reads device options from loosely typed user data', () => {
    expect(deviceOptions([{ id: 'x', deviceName: 'Door', roomName: 'Hall' }, { nope: 1 }, null])).toEqual([
      { id: 'x', name: 'Door', room: 'Hall' },
    ]);
    expect(
      deviceOptions([{ id: 'y', deviceName: 'Lamp', propertyRoomId: 'r1' }], [{ id: 'r1', name: 'Bedroom' }]),
    ).toEqual([{ id: 'y', name: 'Lamp', room: 'Bedroom' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { roleForProperty, type User } from './user-data';

const permission = (propertyId: string, role: 'Home Owner' | 'House Member') => ({
  propertyId,
  role,
  userHasFullAccessDevices: true,
  userCanChangeScenes: true,
  userCanEditCreateScenes: true,
  userCanEditCreateRooms: true,
  userCanChangeGeofence: true,
  userCanEditCreateCameras: true,
  userCanChangeAlarm: true,
  userDevices: [],
});

describe('roleForProperty', () => {
  const user = {
    propertyLevelPermissions: [permission('home', 'Home Owner'), permission('cabin', 'House Member')],
  } as unknown as User;

  it('answers the role of the matching permission entry', () => {
    expect(roleForProperty(user, 'cabin')).toBe('House Member');
    expect(roleForProperty(user, 'home')).toBe('Home Owner');
  });

  it("answers 'error' when no entry matches", () => {
    expect(roleForProperty(user, 'elsewhere')).toBe('error');
    expect(roleForProperty(user, null)).toBe('error');
  });
});

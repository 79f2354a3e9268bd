// The current property, its rooms, the caller's role there and what their permission flags allow, from
// the cached user data.
import type { PermissionFlag, Property, Room } from '@hemvakt/contract/user-data';
import { useUserData } from '../api/user-data';
import { currentRole, isOwnRole } from './role';
import { useSession } from './session';

export interface CurrentHome {
  propertyId: string | null;
  property: Property | undefined;
  rooms: Room[];
  role: string | null;
  /** Whether the caller may do what `flag` allows here (owners may do everything). */
  can: (flag: PermissionFlag) => boolean;
}

export function useCurrentHome(): CurrentHome {
  const session = useSession();
  const { data } = useUserData();
  const propertyId = session?.currentPropertySelected ?? null;
  const role = currentRole(session, data?.[0]);
  const permission = data?.[0].propertyLevelPermissions.find((entry) => entry.propertyId === propertyId);
  return {
    propertyId,
    property: data?.[1].find((candidate) => candidate.id === propertyId),
    rooms: (data?.[3] ?? []).filter((room) => room.propertyId === propertyId),
    role,
    can: (flag) => isOwnRole(role) || Boolean(permission?.[flag]),
  };
}

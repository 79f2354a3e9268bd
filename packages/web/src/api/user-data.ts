// The user-data call (spec 000 §7.2): everything the resident app shows for the current property.
import { useQuery } from '@tanstack/react-query';
import { getUserData } from '@hemvakt/contract/user-data';
import { useSession } from '../lib/session';
import { callApi } from './client';

export const USER_DATA_KEY = 'user-data';

export function useUserData() {
  const session = useSession();
  const userId = session?.userId ?? '';
  const propertyId = session?.currentPropertySelected ?? '';
  return useQuery({
    queryKey: [USER_DATA_KEY, userId, propertyId],
    queryFn: ({ signal }) => callApi(getUserData, { params: { userId, propertyId }, signal }),
    enabled: Boolean(session && session.userRole !== 'Landlord' && userId && propertyId),
  });
}

// Security calls (spec 001 §7 'Security'): the mode, arming and disarming, open sensors.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSecurity, resetOpenSensors, setSecurity, type AlarmSetting } from '@hemvakt/contract/security';
import { callApi } from './client';
import { USER_DATA_KEY } from './user-data';

export const SECURITY_KEY = 'property-security';

export function useSecurity(propertyId: string | null) {
  return useQuery({
    queryKey: [SECURITY_KEY, propertyId],
    queryFn: ({ signal }) => callApi(getSecurity, { params: { propertyId: propertyId ?? '' }, signal }),
    enabled: Boolean(propertyId),
  });
}

/** Arms or disarms; answers the open sensors found when arming (devNames). */
export function useSetSecurity(propertyId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alarmSetting: AlarmSetting) =>
      callApi(setSecurity, { params: { propertyId }, body: { alarmSetting, userId } }),
    onSuccess: ({ security }) => queryClient.setQueryData([SECURITY_KEY, propertyId], security),
  });
}

export function useResetOpenSensors(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(resetOpenSensors, { params: { propertyId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [SECURITY_KEY, propertyId] }),
        queryClient.invalidateQueries({ queryKey: [USER_DATA_KEY] }),
      ]),
  });
}

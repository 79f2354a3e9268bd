// The landlord's alarm settings (spec 002 §7 'Settings'): the caller's own fire and water-leak delays,
// and the team's climate warning variables. Each save answers every setting that applies to the caller.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getLandlordAlarmSettings,
  setNotificationDelay,
  setSettingVariable,
  type LandlordAlarmSettings,
  type NotificationDelayBody,
  type SettingVariableBody,
} from '@hemvakt/contract/landlord-settings';
import { getSession, useSession } from '../lib/session';
import { callApi } from './client';

export const LANDLORD_ALARM_SETTINGS_KEY = 'landlord-alarm-settings';

export function useLandlordAlarmSettings() {
  const userId = useSession()?.userId ?? '';
  return useQuery({
    queryKey: [LANDLORD_ALARM_SETTINGS_KEY, userId],
    queryFn: ({ signal }) => callApi(getLandlordAlarmSettings, { params: { userId }, signal }),
    enabled: Boolean(userId),
  });
}

/** Saves one setting and writes the answer into the cache. */
export function useSaveLandlordSetting() {
  const queryClient = useQueryClient();
  return async (body: NotificationDelayBody | SettingVariableBody): Promise<void> => {
    const session = getSession();
    if (!session?.landlordId) throw new Error('Not logged in as a landlord');
    const answer: LandlordAlarmSettings =
      body.type === 'fireNotificationDelay' || body.type === 'waterLeakNotificationDelay'
        ? await callApi(setNotificationDelay, { params: { userId: session.userId }, body })
        : await callApi(setSettingVariable, { params: { landlordId: session.landlordId }, body });
    queryClient.setQueryData([LANDLORD_ALARM_SETTINGS_KEY, session.userId], answer);
  };
}

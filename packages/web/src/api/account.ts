// The user's own account (spec 000 §7.2, spec 002 §7): profile, picture, password, address,
// language, e-mail subscriptions, notification settings, geofences, feedback and account removal.
// Successful changes are written into the cached user data so every screen shows them at once.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  changeDealsOffers,
  changeLanguage,
  changeNewsletter,
  deleteMyAccount,
  sendFeedback,
  setNotifyGatewayDisconnects,
  setPushWhenAlarm,
  setPushWhenAlarmChange,
  setPushWhenSceneChange,
  updateAddress,
  updatePassword,
  updateProfile,
  updateProfileImage,
} from '@hemvakt/contract/account';
import { getVersion } from '@hemvakt/contract/app-info';
import type { Language } from '@hemvakt/contract/common';
import { saveGeofences, type Geofence } from '@hemvakt/contract/geofence';
import type { BodyOf } from '@hemvakt/contract/http';
import type { Property, User, UserData } from '@hemvakt/contract/user-data';
import { getSession, updateSession } from '../lib/session';
import { callApi } from './client';
import { USER_DATA_KEY } from './user-data';

function userId(): string {
  const id = getSession()?.userId;
  if (!id) throw new Error('Not logged in');
  return id;
}

/** Writes a change of the user into every cached user-data answer. */
export function patchCachedUser(queryClient: QueryClient, patch: Partial<User>): void {
  queryClient.setQueriesData<UserData>({ queryKey: [USER_DATA_KEY] }, (old) =>
    old ? ([{ ...old[0], ...patch }, ...old.slice(1)] as unknown as UserData) : old,
  );
}

/** Writes a change of one property into every cached user-data answer. */
export function patchCachedProperty(queryClient: QueryClient, propertyId: string, patch: Partial<Property>) {
  queryClient.setQueriesData<UserData>({ queryKey: [USER_DATA_KEY] }, (old) => {
    if (!old) return old;
    const properties = old[1].map((property) =>
      property.id === propertyId ? { ...property, ...patch } : property,
    );
    return [old[0], properties, ...old.slice(2)] as unknown as UserData;
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateProfile>) =>
      callApi(updateProfile, { params: { userId: userId() }, body }),
    onSuccess: (user) => {
      patchCachedUser(queryClient, { name: user.name, phone: user.phone });
      updateSession({ userName: user.name });
    },
  });
}

export function useUpdateProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileImage: string | null) =>
      callApi(updateProfileImage, { params: { userId: userId() }, body: { profileImage } }),
    onSuccess: (answer) => patchCachedUser(queryClient, { profileImage: answer.profileImage }),
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof updatePassword>) =>
      callApi(updatePassword, { params: { userId: userId() }, body }),
  });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateAddress>) =>
      callApi(updateAddress, { params: { userId: userId() }, body }),
    onSuccess: (_answer, body) => patchCachedUser(queryClient, { myAddress: body }),
  });
}

/** Stores the language on the server (the app and the mails then use it). */
export async function saveLanguage(language: Language): Promise<void> {
  await callApi(changeLanguage, { params: { userId: userId() }, body: { language } });
}

export async function saveNewsletter(subscribeNewsletter: boolean): Promise<void> {
  await callApi(changeNewsletter, { params: { userId: userId() }, body: { subscribeNewsletter } });
  updateSession({ subscribeNewsletter });
}

export async function saveDealsOffers(subscribeDealsOffers: boolean): Promise<void> {
  await callApi(changeDealsOffers, { params: { userId: userId() }, body: { subscribeDealsOffers } });
  updateSession({ subscribeDealsOffers });
}

export const USER_SETTINGS = {
  pushNotificationWhenAlarm: setPushWhenAlarm,
  pushWhenSceneChange: setPushWhenSceneChange,
  pushWhenAlarmChange: setPushWhenAlarmChange,
} as const;
export type UserSetting = keyof typeof USER_SETTINGS;

export async function saveUserSetting(name: UserSetting, setting: boolean): Promise<void> {
  await callApi(USER_SETTINGS[name], { params: { userId: userId() }, body: { setting } });
}

export async function saveGatewayDisconnectSetting(propertyId: string, setting: boolean): Promise<void> {
  await callApi(setNotifyGatewayDisconnects, { params: { propertyId }, body: { setting } });
}

export function useSaveGeofences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (myGeoFences: Geofence[]) =>
      callApi(saveGeofences, { params: { userId: userId() }, body: { myGeoFences } }),
    onSuccess: (answer) => patchCachedUser(queryClient, { myGeoFences: answer.myGeoFences }),
  });
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: (feedback: string) =>
      callApi(sendFeedback, { params: { userId: userId() }, body: { feedback } }),
  });
}

export function useDeleteMyAccount() {
  return useMutation({
    mutationFn: (role: BodyOf<typeof deleteMyAccount>['role']) =>
      callApi(deleteMyAccount, { body: { id: userId(), role } }),
  });
}

/** The server's version and build (GET version), for the settings footer. */
export function useServerVersion() {
  return useQuery({
    queryKey: ['server-version'],
    queryFn: ({ signal }) => callApi(getVersion, { signal }),
    staleTime: Infinity,
  });
}

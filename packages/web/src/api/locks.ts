// Smart-lock calls (spec 002 §7 'Smart lock calls'): control, auto-lock, keys and the history log.
// Key lists are refetched after every key change; the log is paged by offset.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeKeyNotification,
  controlSmartLock,
  createKey,
  deleteKey,
  getLockFeatures,
  keyLogs,
  listActiveKeys,
  listKeys,
  reinviteKey,
  saveLockFeatures,
  updateKey,
  type CreateKeyInput,
  type LockFeatures,
  type UpdateKeyInput,
} from '@hemvakt/contract/locks';
import { callApi } from './client';

export const LOCK_KEYS_KEY = 'smart-lock-keys';
const FEATURES_KEY = 'lock-features';

export interface LockRef {
  propertyId: string;
  ieee: string;
}

export function useControlLock(lock: LockRef & { ep: number }) {
  return useMutation({
    mutationFn: (switchgear: 'lock' | 'unlock') =>
      callApi(controlSmartLock, {
        params: { propertyId: lock.propertyId },
        body: { ieee: lock.ieee, ep: lock.ep, switchgear },
      }),
  });
}

export function useLockFeatures(lock: LockRef) {
  return useQuery({
    queryKey: [FEATURES_KEY, lock.ieee],
    queryFn: ({ signal }) => callApi(getLockFeatures, { params: lock, signal }),
  });
}

export function useSaveLockFeatures(lock: LockRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (features: Omit<LockFeatures, 'byDevice'>) =>
      callApi(saveLockFeatures, {
        body: {
          ieee: lock.ieee,
          autoLockEnabled: features.autoLockEnabled,
          selectedAutoLockDelay: features.selectedAutoLockDelay as 1 | 2 | 3 | 4 | 5,
        },
      }),
    onSuccess: (saved) => queryClient.setQueryData([FEATURES_KEY, lock.ieee], saved),
  });
}

/** All keys of a lock (Smart Lock Access), or only those that can still open it (the lock modal). */
export function useLockKeys(lock: LockRef, which: 'all' | 'active', enabled = true) {
  return useQuery({
    queryKey: [LOCK_KEYS_KEY, lock.ieee, which],
    queryFn: ({ signal }) => callApi(which === 'all' ? listKeys : listActiveKeys, { params: lock, signal }),
    enabled,
  });
}

function useKeyMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LOCK_KEYS_KEY] }),
  });
}

export function useCreateKey(propertyId: string) {
  return useKeyMutation((body: CreateKeyInput) => callApi(createKey, { params: { propertyId }, body }));
}

export function useUpdateKey(propertyId: string) {
  return useKeyMutation((body: UpdateKeyInput) => callApi(updateKey, { params: { propertyId }, body }));
}

export function useReinviteKey(propertyId: string) {
  return useKeyMutation((id: string) => callApi(reinviteKey, { params: { propertyId }, body: { id } }));
}

export function useDeleteKey(propertyId: string) {
  return useKeyMutation((id: string) => callApi(deleteKey, { params: { propertyId }, body: { id } }));
}

export function useKeyNotification(lock: LockRef) {
  return useKeyMutation(({ id, notification }: { id: string; notification: boolean }) =>
    callApi(changeKeyNotification, { params: lock, body: { id, notification } }),
  );
}

/** One page of the history log from `offset` (get-smart-lock-key-logs/{ieee}/{logCount}). */
export function fetchLockLog(ieee: string, offset: number, signal?: AbortSignal) {
  return callApi(keyLogs, { params: { ieee, logCount: offset }, signal });
}

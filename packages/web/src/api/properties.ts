// Property calls (spec 000 §7.2): the user's homes, switching the current one, adding by address or
// by property code, editing, removing, leaving, and address suggestions while typing.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addPropertyByCode,
  createProperty,
  editProperty,
  getSelectedPropertyData,
  leaveProperty,
  listProperties,
  removeProperty,
  suggestAddresses,
} from '@hemvakt/contract/properties';
import type { BodyOf } from '@hemvakt/contract/http';
import { roleForProperty } from '@hemvakt/contract/user-data';
import { getSession, updateSession, useSession } from '../lib/session';
import { callApi } from './client';
import { USER_DATA_KEY } from './user-data';

export const PROPERTIES_KEY = 'properties';

function userId(): string {
  const id = getSession()?.userId;
  if (!id) throw new Error('Not logged in');
  return id;
}

export function useProperties() {
  const session = useSession();
  const id = session?.userId ?? '';
  return useQuery({
    queryKey: [PROPERTIES_KEY, id],
    queryFn: ({ signal }) => callApi(listProperties, { params: { userId: id }, signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** After a change to the user's homes: the list and the user data are stale. */
function useRefreshHomes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [PROPERTIES_KEY] }),
      queryClient.invalidateQueries({ queryKey: [USER_DATA_KEY] }),
    ]);
}

/**
 * Makes another home the current one: the server answers its user data, which goes straight into
 * the cache under the new property, and the session follows (main-view then shows that home).
 */
export function useSelectProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) =>
      callApi(getSelectedPropertyData, {
        params: { userId: userId() },
        body: { selectedProperty: propertyId },
      }),
    onSuccess: (data, propertyId) => {
      const id = userId();
      queryClient.setQueryData([USER_DATA_KEY, id, propertyId], data);
      const role = roleForProperty(data[0], propertyId);
      updateSession({ currentPropertySelected: propertyId, userRole: role });
      void queryClient.invalidateQueries({ queryKey: [PROPERTIES_KEY] });
    },
  });
}

export function useCreateProperty() {
  const refresh = useRefreshHomes();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createProperty>) =>
      callApi(createProperty, { params: { userId: userId() }, body }),
    onSuccess: () => refresh(),
  });
}

export function useEditProperty() {
  const refresh = useRefreshHomes();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<typeof editProperty> }) =>
      callApi(editProperty, { params: { id }, body }),
    onSuccess: () => refresh(),
  });
}

export function useRemoveProperty() {
  const refresh = useRefreshHomes();
  return useMutation({
    mutationFn: (id: string) => callApi(removeProperty, { params: { id } }),
    onSuccess: () => refresh(),
  });
}

export function useLeaveProperty() {
  const refresh = useRefreshHomes();
  return useMutation({
    mutationFn: (id: string) => callApi(leaveProperty, { params: { id }, body: { userId: userId() } }),
    onSuccess: () => refresh(),
  });
}

export function useAddPropertyByCode() {
  const refresh = useRefreshHomes();
  return useMutation({
    mutationFn: (propertyCode: string) =>
      callApi(addPropertyByCode, { params: { userId: userId() }, body: { propertyCode } }),
    onSuccess: (answer) => {
      if (answer.success) return refresh();
    },
  });
}

/** Shortest query worth sending to the address search. */
export const MIN_SUGGESTION_QUERY = 3;

/** Suggestions for an (already debounced) query; empty below MIN_SUGGESTION_QUERY characters. */
export function useAddressSuggestions(query: string) {
  const text = query.trim();
  return useQuery({
    queryKey: ['address-suggestions', text.toLocaleLowerCase('sv-SE')],
    queryFn: ({ signal }) => callApi(suggestAddresses, { params: { query: text }, signal }),
    enabled: text.length >= MIN_SUGGESTION_QUERY,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

// House members and invitations of a property (spec 000 §7.2).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteMember,
  editMember,
  getMembers,
  getPendingInvitations,
  inviteMember,
  removeInvitation,
} from '@hemvakt/contract/members';
import type { BodyOf } from '@hemvakt/contract/http';
import { callApi } from './client';

export const MEMBERS_KEY = 'house-members';
export const INVITATIONS_KEY = 'pending-invitations';

export function useMembers(propertyId: string | null) {
  return useQuery({
    queryKey: [MEMBERS_KEY, propertyId],
    queryFn: ({ signal }) => callApi(getMembers, { params: { propertyId: propertyId ?? '' }, signal }),
    enabled: Boolean(propertyId),
    // Invitations get answered elsewhere: opening the list always asks again.
    staleTime: 0,
  });
}

export function usePendingInvitations(propertyId: string | null) {
  return useQuery({
    queryKey: [INVITATIONS_KEY, propertyId],
    queryFn: ({ signal }) =>
      callApi(getPendingInvitations, { params: { propertyId: propertyId ?? '' }, signal }),
    enabled: Boolean(propertyId),
    staleTime: 0,
  });
}

function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [MEMBERS_KEY] }),
      queryClient.invalidateQueries({ queryKey: [INVITATIONS_KEY] }),
    ]);
}

export function useInviteMember(propertyId: string) {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (body: BodyOf<typeof inviteMember>) =>
      callApi(inviteMember, { params: { propertyId }, body }),
    onSuccess: () => refresh(),
  });
}

export function useEditMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (body: BodyOf<typeof editMember>) => callApi(editMember, { body }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteMember(propertyId: string) {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteMember, { params: { id, propertyId } }),
    onSuccess: () => refresh(),
  });
}

export function useRemoveInvitation() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (id: string) => callApi(removeInvitation, { params: { id } }),
    onSuccess: () => refresh(),
  });
}

// The landlord's alarm calls (spec 000 §7.3): the overview, notifications page by page (dateFrom),
// resolving one.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LANDLORD_NOTIFICATIONS_PAGE,
  NEWEST_FIRST_PAGE,
  getLandlordOverview,
  getMoreLandlordNotifications,
  resolveLandlordNotification,
  type LandlordNotification,
} from '@hemvakt/contract/landlord-alarms';
import { callApi } from './client';

export const LANDLORD_OVERVIEW_KEY = 'landlord-overview';
export const LANDLORD_NOTIFICATIONS_KEY = 'landlord-notifications';

export function useLandlordOverview(landlordId: string | null) {
  return useQuery({
    queryKey: [LANDLORD_OVERVIEW_KEY, landlordId],
    queryFn: ({ signal }) =>
      callApi(getLandlordOverview, { params: { landlordId: landlordId ?? '' }, signal }),
    enabled: Boolean(landlordId),
  });
}

/** Every page older than the one before, starting with the newest. */
export function useLandlordNotifications(landlordId: string | null) {
  return useInfiniteQuery({
    queryKey: [LANDLORD_NOTIFICATIONS_KEY, landlordId],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      callApi(getMoreLandlordNotifications, {
        params: { landlordId: landlordId ?? '' },
        body: { dateFrom: pageParam ?? NEWEST_FIRST_PAGE },
        signal,
      }),
    getNextPageParam: (page: LandlordNotification[]) =>
      page.length === LANDLORD_NOTIFICATIONS_PAGE ? page[page.length - 1]!.createdAt : undefined,
    enabled: Boolean(landlordId),
  });
}

export function useResolveLandlordNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolvedBy }: { id: string; resolvedBy: string }) =>
      callApi(resolveLandlordNotification, { params: { id }, body: { resolvedBy } }),
    onSuccess: () => refreshLandlordAlarms(queryClient),
  });
}

/** A landlord live message changed the notifications: both views refetch. */
export function refreshLandlordAlarms(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [LANDLORD_NOTIFICATIONS_KEY] }),
    queryClient.invalidateQueries({ queryKey: [LANDLORD_OVERVIEW_KEY] }),
  ]);
}

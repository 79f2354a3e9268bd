// The inbox calls (spec 000 §7.2 'Notifications'): pages of the user's notifications of the current
// property (newest first, by skip offset), mark read, remove one or all.
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  getNotificationPage,
  markNotificationsRead,
  removeAllNotifications,
  removeOneNotification,
  type Notification,
  type NotificationPage,
} from '@hemvakt/contract/notifications';
import { callApi } from './client';

export const NOTIFICATIONS_KEY = 'notifications';

type Pages = InfiniteData<NotificationPage, number>;

const inboxKey = (userId: string, propertyId: string) => [NOTIFICATIONS_KEY, userId, propertyId];

export function useNotificationPages(userId: string, propertyId: string) {
  return useInfiniteQuery({
    queryKey: inboxKey(userId, propertyId),
    queryFn: ({ pageParam, signal }) =>
      callApi(getNotificationPage, { params: { userId, propertyId, skip: pageParam }, signal }),
    initialPageParam: 0,
    // The offset is what the list holds now: arrivals at the top and removals move it.
    getNextPageParam: (last, pages) =>
      last.more ? pages.reduce((n, page) => n + page.notifications.length, 0) : undefined,
    enabled: Boolean(userId && propertyId),
  });
}

/** The pages' notifications in order, each once (an arrival can shift a later page onto an earlier one). */
export function notificationsOf(data: { pages: NotificationPage[] } | undefined): Notification[] {
  const seen = new Set<string>();
  const all: Notification[] = [];
  for (const page of data?.pages ?? [])
    for (const notification of page.notifications)
      if (!seen.has(notification.id)) {
        seen.add(notification.id);
        all.push(notification);
      }
  return all;
}

function updatePages(
  queryClient: QueryClient,
  key: unknown[],
  change: (pages: NotificationPage[]) => NotificationPage[],
) {
  queryClient.setQueriesData<Pages>({ queryKey: key }, (data) =>
    data ? { ...data, pages: change(data.pages) } : data,
  );
}

/** A notification that arrived on the live channel goes on top and counts as unread. */
export function addArrivedNotification(queryClient: QueryClient, userId: string, notification: Notification) {
  if (!notification.propertyId) return;
  updatePages(queryClient, inboxKey(userId, notification.propertyId), (pages) => {
    if (pages.some((page) => page.notifications.some((n) => n.id === notification.id))) return pages;
    const [first, ...rest] = pages;
    if (!first) return pages;
    return [
      {
        ...first,
        notifications: [notification, ...first.notifications],
        unread: first.unread + (notification.read ? 0 : 1),
      },
      ...rest,
    ];
  });
}

export function useMarkNotificationsRead(userId: string, propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(markNotificationsRead, { params: { userId, propertyId } }),
    onSuccess: ({ unread }) =>
      updatePages(queryClient, inboxKey(userId, propertyId), (pages) =>
        pages.map((page, index) => ({
          ...page,
          unread: index === 0 ? unread : page.unread,
          notifications: page.notifications.map((n) => ({ ...n, read: true })),
        })),
      ),
  });
}

export function useRemoveNotification(userId: string, propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(removeOneNotification, { params: { userId, id } }),
    onSuccess: (_answer, id) =>
      updatePages(queryClient, inboxKey(userId, propertyId), (pages) =>
        pages.map((page, index) => {
          const removed = page.notifications.find((n) => n.id === id);
          return {
            ...page,
            notifications: page.notifications.filter((n) => n.id !== id),
            unread: index === 0 && removed && !removed.read ? Math.max(0, page.unread - 1) : page.unread,
          };
        }),
      ),
  });
}

export function useRemoveAllNotifications(userId: string, propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(removeAllNotifications, { params: { userId, propertyId } }),
    onSuccess: () =>
      queryClient.setQueryData<Pages>(inboxKey(userId, propertyId), {
        pages: [{ notifications: [], unread: 0, more: false }],
        pageParams: [0],
      }),
  });
}

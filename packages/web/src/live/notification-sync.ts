// A notification on the live channel goes to the top of the inbox at once and bumps the unread count.
import type { QueryClient } from '@tanstack/react-query';
import type { LiveMessage } from '@hemvakt/contract/live';
import { NotificationMessageSchema } from '@hemvakt/contract/notifications';
import { addArrivedNotification } from '../api/notifications';
import { getSession } from '../lib/session';

export function applyNotificationMessage(queryClient: QueryClient, message: LiveMessage): boolean {
  if (message.type !== 'notification') return false;
  const parsed = NotificationMessageSchema.safeParse(message.data);
  const session = getSession();
  if (!parsed.success || !session) return false;
  addArrivedNotification(queryClient, session.userId, parsed.data.notification);
  return true;
}

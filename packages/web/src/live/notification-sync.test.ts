import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '@hemvakt/contract/notifications';
import { NOTIFICATIONS_KEY, notificationsOf } from '../api/notifications';
import { clearSession, startSession, type Session } from '../lib/session';
import { applyNotificationMessage } from './notification-sync';

const note = (id: string, propertyId = 'home-1'): Notification => ({
  id,
  type: 'alarmStatus',
  time: '01/03/2026 10:00:00',
  createdAt: '2026-03-01T09:00:00.000Z',
  propertyName: 'Villa',
  propertyId,
  propertyRoomId: null,
  warningMessage: `message ${id}`,
  data: null,
  read: false,
  resolved: false,
});

function setup() {
  startSession({ token: 't', userId: 'user-1', currentPropertySelected: 'home-1' } as Session);
  const queryClient = new QueryClient();
  const key = [NOTIFICATIONS_KEY, 'user-1', 'home-1'];
  queryClient.setQueryData<InfiniteData<NotificationPage, number>>(key, {
    pages: [
      { notifications: [note('b')], unread: 1, more: true },
      { notifications: [note('a')], unread: 1, more: false },
    ],
    pageParams: [0, 1],
  });
  const inbox = () => queryClient.getQueryData<InfiniteData<NotificationPage, number>>(key);
  return { queryClient, inbox };
}

const arrived = (notification: Notification) => ({
  type: 'notification' as const,
  propertyId: notification.propertyId ?? undefined,
  data: { notification },
});

afterEach(() => clearSession());

describe('notification live messages', () => {
  it('put an arrival on top of the inbox and count it unread, once', () => {
    const { queryClient, inbox } = setup();
    expect(applyNotificationMessage(queryClient, arrived(note('c')))).toBe(true);
    applyNotificationMessage(queryClient, arrived(note('c')));
    expect(notificationsOf(inbox()).map((n) => n.id)).toEqual(['c', 'b', 'a']);
    expect(inbox()!.pages[0]!.unread).toBe(2);
  });

  it('leave the inbox of another home alone, and pass other notification messages on', () => {
    const { queryClient, inbox } = setup();
    applyNotificationMessage(queryClient, arrived(note('x', 'home-2')));
    expect(notificationsOf(inbox()).map((n) => n.id)).toEqual(['b', 'a']);
    const keyUse = { type: 'notification' as const, data: { keyName: 'Front', deviceName: 'Door' } };
    expect(applyNotificationMessage(queryClient, keyUse)).toBe(false);
  });
});

// Notifies members: one stored row per recipient (in their language), sent on the live channel to them
// and pushed to their registered devices of the property.
import type { Notification, NotificationData, NotificationType } from '@hemvakt/contract/notifications';
import type { Db } from '../../db/db';
import type { EventBus } from '../../live/event-bus';
import * as properties from '../properties/properties.repo';
import { notificationText } from './notification-texts';
import { presentNotification } from './notifications.present';
import * as repo from './notifications.repo';
import type { PushSender } from './push-sender';

export interface NotifyDeps {
  db: Db;
  bus: EventBus;
  push: PushSender;
}

export interface NotifyInput {
  propertyId: string;
  type: NotificationType;
  roomId?: string | null;
  data: NotificationData;
  recipients: repo.Recipient[];
}

export async function notifyMembers(
  { db, bus, push }: NotifyDeps,
  input: NotifyInput,
): Promise<Notification[]> {
  if (input.recipients.length === 0) return [];
  const property = await properties.findById(db, input.propertyId);
  if (!property) return [];
  const sent: Notification[] = [];
  for (const recipient of input.recipients) {
    const row = await repo.insert(db, {
      user_id: recipient.user_id,
      property_id: property.id,
      property_name: property.property_name,
      property_room_id: input.roomId ?? null,
      type: input.type,
      warning_message: notificationText(input.data, recipient.language),
      data: input.data,
    });
    const notification = presentNotification(row, String(property.time_zone));
    sent.push(notification);
    bus.publish({
      kind: 'live',
      userId: recipient.user_id,
      message: { type: 'notification', propertyId: property.id, data: { notification } },
    });
    push.push(recipient.user_id, notification);
  }
  return sent;
}

/** Members who asked to hear that the property's gateway went offline (called once per disconnect). */
export async function notifyGatewayDisconnected(deps: NotifyDeps, propertyId: string): Promise<void> {
  const property = await properties.findById(deps.db, propertyId);
  if (!property) return;
  await notifyMembers(deps, {
    propertyId,
    type: 'alarmStatus',
    data: { event: 'gatewayDisconnected', propertyName: property.property_name },
    recipients: await repo.gatewayDisconnectRecipients(deps.db, propertyId),
  });
}

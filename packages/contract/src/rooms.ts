// Rooms (spec 001 §2, §3 'Room', §5, §7 'Rooms'): a name, a class and a picture — one of the app's
// illustrations or a photo (the spec's base64Image). A room with devices, and a home's last room, stay.
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema, OkSchema } from './common';
import { RoomSchema } from './user-data';

export const ROOM_CLASSES = [
  'living',
  'kitchen',
  'bedroom',
  'bathroom',
  'hall',
  'office',
  'kids',
  'garage',
  'garden',
  'other',
] as const;
export type RoomClass = (typeof ROOM_CLASSES)[number];

/** The illustrations a room can show (the demo's older names are kept). */
export const ROOM_PICTURES = [
  'living-room',
  'kitchen',
  'bedroom',
  'bathroom',
  'hall',
  'office',
  'kids-room',
  'garage',
  'garden',
  'other',
] as const;

export const ROOM_NAME_MAX = 30;
/** A room photo: a square JPEG made by the app, like profile pictures. */
export const ROOM_PHOTO_MAX_CHARS = 400_000;

export const RoomNameSchema = z
  .string()
  .trim()
  .min(1, 'Room name is required')
  .max(ROOM_NAME_MAX, `At most ${ROOM_NAME_MAX} characters`);

export const RoomPictureSchema = z.union([
  z.enum(ROOM_PICTURES),
  z
    .string()
    .max(ROOM_PHOTO_MAX_CHARS, 'The picture is too large')
    .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, 'Not a JPEG, PNG or WebP picture'),
]);

export const RoomInputSchema = z.strictObject({
  roomName: RoomNameSchema,
  roomClass: z.enum(ROOM_CLASSES),
  picture: RoomPictureSchema,
});
export type RoomInput = z.infer<typeof RoomInputSchema>;

/** Whether a room's picture is an uploaded photo rather than an illustration. */
export function isRoomPhoto(picture: string): boolean {
  return picture.startsWith('data:image/');
}

const PropertyParams = z.object({ propertyId: IdSchema });

export const createRoom = defineCall({
  method: 'POST',
  path: '/property-rooms/:propertyId',
  access: 'user',
  summary: 'Add a room to a home',
  params: PropertyParams,
  body: RoomInputSchema,
  response: RoomSchema,
});

export const updateRoom = defineCall({
  method: 'PUT',
  path: '/property-rooms/:propertyId',
  access: 'user',
  summary: 'Rename a room, or change its class or picture',
  params: PropertyParams,
  body: RoomInputSchema.extend({ roomId: IdSchema }),
  response: RoomSchema,
});

export const deleteRoom = defineCall({
  method: 'DELETE',
  path: '/property-rooms/:id',
  access: 'user',
  summary: 'Remove a room that has no devices (a home keeps at least one room)',
  params: z.object({ id: IdSchema }),
  response: OkSchema,
});

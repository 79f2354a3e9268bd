// Error codes the server answers with, and their default (English) texts.
// The web app translates by code; the spec's user-facing texts are the messages here.
import { z } from 'zod';

export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Some fields are invalid',
  ROUTE_NOT_FOUND: 'No such route',
  UNAUTHENTICATED: 'Please log in',
  FORBIDDEN: 'You are not allowed to do that',
  INTERNAL: 'Something has failed, please try again',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'The request body must be JSON',
  RATE_LIMITED: 'Too many attempts, please wait and try again',
  INVALID_CREDENTIALS: 'Wrong e-mail or password',
  ACCOUNT_LOCKED: 'Your account has been locked...',
  EMAIL_TAKEN: 'Please contact tech support or use another email address',
  INVALID_TOKEN: 'Invalid Token',
  PROPERTY_CODE_UNUSABLE: 'Property code was not found, or property is occupied',
  EMAIL_NOT_ALLOWED_FOR_PROPERTY: 'Please contact tech support or use another email address',
  OAUTH_NOT_CONFIGURED: 'Sign-in with this provider is not configured on this server',
  OAUTH_REJECTED: 'The sign-in could not be verified',
  INVITATION_NOT_FOUND: 'The invitation was not found or has expired',
  LIVE_TICKET_INVALID: 'The live ticket is invalid, used or expired',
  USER_NOT_FOUND: 'User not found',
  PROPERTY_NOT_FOUND: 'Property not found',
  PROPERTY_HAS_USERS: 'Cant remove, please remove users first',
  PROPERTY_HAS_GATEWAY: 'Cant remove, please remove gateway first',
  CANNOT_LEAVE_OWN_PROPERTY: 'You cannot leave a home you own; remove it instead',
  CANNOT_CHANGE_SELF: 'You cannot edit or remove yourself',
  MEMBER_NOT_FOUND: 'Member not found',
  ALREADY_MEMBER: 'This person is already a member of the home',
  WRONG_PASSWORD: 'The current password is wrong',
  WEAK_PASSWORD: 'The password is too easy to guess',
  INVALID_IMAGE: 'The picture could not be read',
  DEVICE_NOT_FOUND: 'Device not found',
  ROOM_NOT_FOUND: 'Room not found',
  GATEWAY_NOT_FOUND: 'This home has no gateway yet',
  GATEWAY_OFFLINE: 'Your gateway seems to be disconnected',
  GATEWAY_EXISTS: 'This home already has a gateway',
  GATEWAY_TAKEN: 'This gateway already belongs to another home',
  GATEWAY_BUSY: 'The gateway is busy adding another device, please wait',
  GATEWAY_NOT_SIMULATED: 'Only devices of a simulated gateway can be told what to report',
  DEVICE_NOT_READY: 'The device has not joined the gateway yet',
  DEVICE_WRONG_KIND: 'This device does not support that control',
  DEVICE_OF_LANDLORD: 'Device belongs to the landlord',
  DEVICE_COMMAND_FAILED: 'The device did not answer, please try again',
  LINK_NOT_ALLOWED: 'Only two different lights in the same room can be linked',
  // Smart locks and keys (issue 7)
  LOCK_COMMAND_FAILED: 'Could not open smart lock',
  LOCK_NOT_PERMITTED: "Sorry, you don't have the right permission to lock/unlock this door",
  KEY_NOT_FOUND: 'This key link is not valid',
  KEY_REVOKED: 'This key has been revoked by the owner',
  KEY_NO_ACCESS: 'This key gives no access at the moment',
  KEY_NOT_STARTED: 'This key is not valid yet',
  KEY_EXPIRED: 'This key has expired',
  KEY_WRONG_DAY: 'This key does not open the door today',
  KEY_OUTSIDE_HOURS: 'This key opens the door only at its set hours',
  KEY_USES_EXHAUSTED: 'This key has been used as many times as it may for now',
  KEY_NO_ACCESS_NEW_GUEST: 'No access can only be given to an existing key or a member',
  KEY_NOT_REINVITABLE: 'Only guest keys can be re-invited',
  // Rooms, scenes, automations and the alarm (issue 5).
  ROOM_HAS_DEVICES: 'The room has devices; move or remove them first',
  LAST_ROOM: 'A home needs at least one room',
  SCENE_NOT_FOUND: 'Scene not found',
  SCENE_IS_DEFAULT: 'The default scene cannot be removed',
  SCENE_IS_ACTIVE: 'The active scene cannot be removed',
  SCENE_DEVICE_NOT_SUPPORTED: 'Only lights, plugs, switches and curtains can be part of a scene',
  AUTOMATION_NOT_FOUND: 'Automation not found',
  AUTOMATION_REFERENCE_INVALID: 'The automation names a device or scene this home does not have',
  SENSOR_NOT_SECURITY: 'Only door, window, motion and vibration sensors can be watched by the alarm',
  // Fire and water-leak alarms (issue 6).
  HAZARD_NOT_FOUND: 'This fire or water-leak alarm was not found',
  LANDLORD_NOTIFICATION_NOT_FOUND: 'This notification was not found',
  // Notifications and push (issue 6).
  NOTIFICATION_NOT_FOUND: 'Notification not found',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ErrorCodeSchema = z.enum(Object.keys(ERROR_MESSAGES) as [ErrorCode, ...ErrorCode[]]);

export const ErrorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** One offending field of a VALIDATION_FAILED answer. */
export const FieldIssueSchema = z.object({
  field: z.string(),
  in: z.enum(['body', 'params', 'querystring', 'headers']),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

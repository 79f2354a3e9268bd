// House members and invitations (spec 000 §3.3, §4.3, §5, §7.2).
import { z } from 'zod';
import { defineCall } from './http';
import { EmailSchema, IdSchema, OkSchema } from './common';
import {
  AddressSchema,
  PermissionFlagsShape,
  PropertyPermissionSchema,
  UserDeviceAccessSchema,
} from './user-data';

export type DeviceAccess = z.infer<typeof UserDeviceAccessSchema>;

/**
 * Per-device rights as spec 000 §5 wants them: control and edit need view; an entry without view is
 * dropped; with full device access the list is empty.
 */
export function normalizeDeviceAccess(fullAccess: boolean, devices: DeviceAccess[]): DeviceAccess[] {
  if (fullAccess) return [];
  return devices.filter((d) => d.canView);
}

const PermissionFields = {
  ...PermissionFlagsShape,
  userDevices: z
    .array(UserDeviceAccessSchema)
    .max(500)
    .refine((devices) => devices.every((d) => d.canView || (!d.canControll && !d.canEdit)), {
      message: 'Control and edit need view',
    }),
};

export const InviteMemberSchema = z.strictObject({
  userName: z.string().trim().min(1, 'Name is required').max(80),
  userEmail: EmailSchema,
  ...PermissionFields,
  myAddress: AddressSchema.partial().optional(),
});
export type InviteMember = z.infer<typeof InviteMemberSchema>;

export const EditMemberSchema = z.strictObject({
  propertyId: IdSchema,
  userId: IdSchema,
  /** Shown in the form but locked: never changed by this call. */
  userName: z.string().max(80).optional(),
  userEmail: z.string().max(254).optional(),
  ...PermissionFields,
  myAddress: AddressSchema.partial().optional(),
});

export const HouseMemberSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  propertyLevelPermissions: z.array(PropertyPermissionSchema),
});
export type HouseMember = z.infer<typeof HouseMemberSchema>;

export const PendingInvitationSchema = z.object({
  id: IdSchema,
  invitedUserEmail: z.string(),
  invitedUserName: z.string(),
  createdAt: z.string(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

const PropertyParams = z.object({ propertyId: IdSchema });

export const inviteMember = defineCall({
  method: 'POST',
  path: '/invite-house-member-new/:propertyId',
  access: 'user',
  summary: 'Invite a person to the property by e-mail',
  params: PropertyParams,
  body: InviteMemberSchema,
  response: z.object({ id: IdSchema }),
});

export const getPendingInvitations = defineCall({
  method: 'GET',
  path: '/get-pending-invitations-to-house/:propertyId',
  access: 'user',
  summary: 'Invitations of the property not yet answered',
  params: PropertyParams,
  response: z.array(PendingInvitationSchema),
});

export const removeInvitation = defineCall({
  method: 'DELETE',
  path: '/remove-house-invitation/:id',
  access: 'user',
  summary: 'Withdraw a pending invitation',
  params: z.object({ id: IdSchema }),
  response: OkSchema,
});

export const editMember = defineCall({
  method: 'POST',
  path: '/edit-house-member-new',
  access: 'user',
  summary: "Change a member's rights in a property (name and e-mail are locked)",
  body: EditMemberSchema,
  response: HouseMemberSchema,
});

export const getMembers = defineCall({
  method: 'GET',
  path: '/get-house-members/:propertyId',
  access: 'user',
  summary: 'The people of the property with their rights there',
  params: PropertyParams,
  response: z.array(HouseMemberSchema),
});

export const deleteMember = defineCall({
  method: 'DELETE',
  path: '/delete-house-member-new/:id/:propertyId',
  access: 'user',
  summary: 'Remove a member from the property',
  params: z.object({ id: IdSchema, propertyId: IdSchema }),
  response: OkSchema,
});

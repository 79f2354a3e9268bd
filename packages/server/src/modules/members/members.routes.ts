// House member calls of spec 000 §7.2.
import {
  deleteMember,
  editMember,
  getMembers,
  getPendingInvitations,
  inviteMember,
  removeInvitation,
} from '@hemvakt/contract/members';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { notFound } from '../../lib/errors';
import * as members from './members.repo';
import * as service from './members.service';

export function registerMemberRoutes(deps: Deps): void {
  const { calls, db } = deps;

  calls.add(inviteMember, async ({ auth, params, body }) => {
    await authorize(db, auth, 'members.manage', params);
    return { id: await service.invite(deps, auth.userId, params.propertyId, body) };
  });

  calls.add(getPendingInvitations, async ({ auth, params }) => {
    await authorize(db, auth, 'members.manage', params);
    const rows = await members.listPendingInvitations(db, params.propertyId);
    return rows.map((r) => ({
      id: r.id,
      invitedUserEmail: r.invited_user_email,
      invitedUserName: r.invited_user_name,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  });

  calls.add(removeInvitation, async ({ auth, params }) => {
    const invitation = await members.findInvitation(db, params.id);
    if (!invitation) throw notFound('INVITATION_NOT_FOUND');
    await authorize(db, auth, 'members.manage', { propertyId: invitation.property_id });
    await members.deleteInvitation(db, invitation.id);
    return { ok: true };
  });

  calls.add(editMember, async ({ auth, body }) => {
    await authorize(db, auth, 'members.manage', { propertyId: body.propertyId });
    return service.editRights(db, auth.userId, body);
  });

  calls.add(getMembers, async ({ auth, params }) => {
    await authorize(db, auth, 'members.manage', params);
    return service.listMembers(db, params.propertyId);
  });

  calls.add(deleteMember, async ({ auth, params }) => {
    await authorize(db, auth, 'members.manage', { propertyId: params.propertyId });
    await service.removeMember(deps, auth.userId, params.propertyId, params.id);
    return { ok: true };
  });
}

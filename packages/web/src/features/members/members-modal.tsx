// The members modal (spec 000 §2.5, §4.3): who lives in the current home, pending invitations, and
// the invite / edit form. Home Owners and Tenants manage members; a House Member cannot open it.
import { useState } from 'react';
import { lockClosedOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { HouseMember } from '@hemvakt/contract/members';
import type { ModalProps } from '../../app/modals/modal-host';
import { useUserData } from '../../api/user-data';
import { EmptyState } from '../../components/empty-state';
import { AppModal } from '../../components/ionic/app-modal';
import { ModalFrame } from '../../components/modal-frame';
import { currentRole, isOwnRole } from '../../lib/role';
import { useSession } from '../../lib/session';
import { MemberForm } from './member-form';
import { MemberList } from './member-list';

type View = { kind: 'list' } | { kind: 'invite' } | { kind: 'edit'; member: HouseMember };

export function MembersModal({ open, onClose, onDismissed }: ModalProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { data } = useUserData();
  const [view, setView] = useState<View>({ kind: 'list' });
  const propertyId = session?.currentPropertySelected ?? null;
  const property = data?.[1].find((candidate) => candidate.id === propertyId);
  const mayManage = isOwnRole(currentRole(session, data?.[0]));
  const toList = () => setView({ kind: 'list' });
  const title =
    view.kind === 'invite'
      ? t('members.inviteTitle')
      : view.kind === 'edit'
        ? t('members.editTitle', { name: view.member.name })
        : t('members.title');

  return (
    <AppModal open={open} label={title} onDismissed={onDismissed} testId="members-modal">
      <ModalFrame title={title} onClose={onClose} onBack={view.kind === 'list' ? undefined : toList}>
        {property ? <p className="modal-context">{property.propertyName}</p> : null}
        {!propertyId || !mayManage ? (
          <EmptyState
            icon={lockClosedOutline}
            title={t('members.notAllowedTitle')}
            text={t('members.notAllowedText')}
          />
        ) : view.kind === 'list' ? (
          <MemberList
            propertyId={propertyId}
            onInvite={() => setView({ kind: 'invite' })}
            onEdit={(member) => setView({ kind: 'edit', member })}
          />
        ) : (
          <MemberForm
            key={view.kind === 'edit' ? view.member.id : 'invite'}
            propertyId={propertyId}
            member={view.kind === 'edit' ? view.member : undefined}
            onDone={toList}
          />
        )}
      </ModalFrame>
    </AppModal>
  );
}

// The people of the current home: active members with their role, and pending invitations
// ('Invitation pending'). One's own row, and the rows of owners and tenants, have no edit or remove.
import { useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import {
  createOutline,
  mailUnreadOutline,
  peopleOutline,
  personAddOutline,
  personRemoveOutline,
  trashOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { HouseMember, PendingInvitation } from '@hemvakt/contract/members';
import { useDeleteMember, useMembers, usePendingInvitations, useRemoveInvitation } from '../../api/members';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { presentAlert } from '../../components/ionic/overlays';
import { toast } from '../../components/notify';
import { errorText } from '../../i18n/error-text';
import { formatDate } from '../../lib/format-date';
import { isOwnRole, roleKey } from '../../lib/role';
import { useSession } from '../../lib/session';
import { initials } from '../../lib/text';

interface MemberListProps {
  propertyId: string;
  onInvite: () => void;
  onEdit: (member: HouseMember) => void;
}

export function MemberList({ propertyId, onInvite, onEdit }: MemberListProps) {
  const { t } = useTranslation();
  const session = useSession();
  const members = useMembers(propertyId);
  const invitations = usePendingInvitations(propertyId);
  const deleteMember = useDeleteMember(propertyId);
  const removeInvitation = useRemoveInvitation();
  const [error, setError] = useState<string | null>(null);

  const confirm = (header: string, message: string, action: string, run: () => void) =>
    void presentAlert({
      header,
      message,
      cssClass: 'confirm-alert',
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: action, role: 'destructive', cssClass: 'alert-button--danger', handler: run },
      ],
    });

  const askRemoveMember = (member: HouseMember) =>
    confirm(
      t('members.removeTitle', { name: member.name }),
      t('members.removeText'),
      t('members.remove'),
      () => {
        setError(null);
        deleteMember.mutate(member.id, {
          onSuccess: () => void toast(t('members.removed', { name: member.name })),
          onError: (cause) => setError(errorText(t, cause)),
        });
      },
    );

  const askRemoveInvitation = (invitation: PendingInvitation) =>
    confirm(
      t('members.withdrawTitle'),
      t('members.withdrawText', { email: invitation.invitedUserEmail }),
      t('members.withdraw'),
      () => {
        setError(null);
        removeInvitation.mutate(invitation.id, {
          onSuccess: () => void toast(t('members.withdrawn')),
          onError: (cause) => setError(errorText(t, cause)),
        });
      },
    );

  if (members.isPending) {
    return (
      <div className="modal-loading" role="status">
        <IonSpinner name="crescent" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (!members.data) {
    return (
      <EmptyState icon={peopleOutline} title={t('members.loadFailed')} text={errorText(t, members.error)}>
        <IonButton onClick={() => void members.refetch()}>{t('common.retry')}</IonButton>
      </EmptyState>
    );
  }

  const pending = invitations.data ?? [];

  return (
    <div className="member-list">
      <div className="modal-lead">
        <p className="modal-intro">{t('members.intro')}</p>
        <IonButton onClick={onInvite} className="modal-lead__action">
          <IonIcon slot="start" icon={personAddOutline} aria-hidden="true" />
          {t('members.invite')}
        </IonButton>
      </div>
      <FormAlert message={error} />

      <section aria-labelledby="members-heading">
        <h3 id="members-heading" className="modal-section-title">
          {t('members.activeTitle')} <span className="count">{members.data.length}</span>
        </h3>
        <ul className="entity-list">
          {members.data.map((member) => {
            const role =
              member.propertyLevelPermissions.find((p) => p.propertyId === propertyId)?.role ?? null;
            const self = member.id === session?.userId;
            const manageable = !self && !isOwnRole(role);
            return (
              <li key={member.id} className="entity-row" data-testid="member-row" data-email={member.email}>
                <div className="entity-row__main entity-row__main--static">
                  <span className="avatar" aria-hidden="true">
                    {initials(member.name)}
                  </span>
                  <span className="entity-row__text">
                    <span className="entity-row__title">
                      {member.name}
                      {self ? <span className="entity-row__you"> ({t('members.you')})</span> : null}
                    </span>
                    <span className="entity-row__sub">{member.email}</span>
                    <span className="entity-row__chips">
                      <span className="chip">{t(`roles.${roleKey(role)}`)}</span>
                      {!member.active ? (
                        <span className="chip chip--warning">{t('members.inactive')}</span>
                      ) : null}
                    </span>
                  </span>
                </div>
                {manageable ? (
                  <div className="entity-row__actions">
                    <IonButton
                      fill="clear"
                      size="small"
                      onClick={() => onEdit(member)}
                      aria-label={t('members.editNamed', { name: member.name })}
                    >
                      <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
                      {t('members.edit')}
                    </IonButton>
                    <IonButton
                      fill="clear"
                      size="small"
                      color="danger"
                      onClick={() => askRemoveMember(member)}
                      aria-label={t('members.removeNamed', { name: member.name })}
                    >
                      <IonIcon slot="start" icon={personRemoveOutline} aria-hidden="true" />
                      {t('members.remove')}
                    </IonButton>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="invitations-heading">
        <h3 id="invitations-heading" className="modal-section-title">
          {t('members.pendingTitle')} <span className="count">{pending.length}</span>
        </h3>
        {pending.length === 0 ? (
          <p className="modal-note">
            {invitations.isError ? errorText(t, invitations.error) : t('members.noPending')}
          </p>
        ) : (
          <ul className="entity-list">
            {pending.map((invitation) => (
              <li key={invitation.id} className="entity-row" data-testid="invitation-row">
                <div className="entity-row__main entity-row__main--static">
                  <span className="avatar avatar--pending" aria-hidden="true">
                    <IonIcon icon={mailUnreadOutline} />
                  </span>
                  <span className="entity-row__text">
                    <span className="entity-row__title">
                      {invitation.invitedUserName || invitation.invitedUserEmail}
                    </span>
                    <span className="entity-row__sub">{invitation.invitedUserEmail}</span>
                    <span className="entity-row__chips">
                      <span className="chip chip--warning">{t('members.invitationPending')}</span>
                      <span className="entity-row__meta">
                        {t('members.sentOn', { date: formatDate(new Date(invitation.createdAt)) })}
                      </span>
                    </span>
                  </span>
                </div>
                <div className="entity-row__actions">
                  <IonButton
                    fill="clear"
                    size="small"
                    color="danger"
                    onClick={() => askRemoveInvitation(invitation)}
                    aria-label={t('members.withdrawNamed', { email: invitation.invitedUserEmail })}
                  >
                    <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
                    {t('members.withdraw')}
                  </IonButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

// The edit-profile modal (from the profile header of the menu): picture, name and phone, password and
// postal address, each saved on its own.
import { IonButton, IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../app/modals/modal-host';
import { useUserData } from '../../api/user-data';
import { EmptyState } from '../../components/empty-state';
import { AppModal } from '../../components/ionic/app-modal';
import { ModalFrame } from '../../components/modal-frame';
import { errorText } from '../../i18n/error-text';
import { personCircleOutline } from 'ionicons/icons';
import { ProfilePicture } from './profile-picture';
import { AddressForm, PasswordForm, ProfileDetailsForm } from './profile-forms';

export function EditProfileModal({ open, onClose, onDismissed }: ModalProps) {
  const { t } = useTranslation();
  const userData = useUserData();
  const user = userData.data?.[0];

  return (
    <AppModal
      open={open}
      label={t('profile.title')}
      onDismissed={onDismissed}
      testId="profile-modal"
      size="wide"
    >
      <ModalFrame title={t('profile.title')} onClose={onClose}>
        {!user ? (
          userData.isPending ? (
            <div className="modal-loading" role="status">
              <IonSpinner name="crescent" aria-hidden="true" />
              <span>{t('common.loading')}</span>
            </div>
          ) : (
            <EmptyState
              icon={personCircleOutline}
              title={t('profile.loadFailed')}
              text={errorText(t, userData.error)}
            >
              <IonButton onClick={() => void userData.refetch()}>{t('common.retry')}</IonButton>
            </EmptyState>
          )
        ) : (
          <div className="profile-sections">
            <section className="settings-card settings-card--padded">
              <ProfilePicture name={user.name} image={user.profileImage} />
            </section>
            <section
              className="settings-card settings-card--padded"
              aria-labelledby="profile-details-heading"
            >
              <h3 id="profile-details-heading">{t('profile.details')}</h3>
              <ProfileDetailsForm user={user} />
            </section>
            <section
              className="settings-card settings-card--padded"
              aria-labelledby="profile-password-heading"
            >
              <h3 id="profile-password-heading">{t('profile.password')}</h3>
              <p className="settings-card__text">{t('profile.passwordText')}</p>
              <PasswordForm user={user} />
            </section>
            <section
              className="settings-card settings-card--padded"
              aria-labelledby="profile-address-heading"
            >
              <h3 id="profile-address-heading">{t('profile.addressTitle')}</h3>
              <p className="settings-card__text">{t('profile.addressText')}</p>
              <AddressForm address={user.myAddress} />
            </section>
          </div>
        )}
      </ModalFrame>
    </AppModal>
  );
}

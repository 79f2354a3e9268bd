// The profile picture: pick an image, which is cropped and scaled to a 256 px JPEG in the browser
// before it is sent; or remove it.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { cameraOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useUpdateProfileImage } from '../../api/account';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../components/notify';
import { errorText } from '../../i18n/error-text';
import { ImageReadError, profileImageFromFile } from '../../lib/image';
import { Avatar } from '../../components/avatar';

export function ProfilePicture({ name, image }: { name: string; image: string | null }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpdateProfileImage();
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = preparing || upload.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setPreparing(true);
    let dataUrl: string;
    try {
      dataUrl = await profileImageFromFile(file);
    } catch (cause) {
      setError(
        cause instanceof ImageReadError && cause.reason === 'tooLarge'
          ? t('profile.pictureTooLarge')
          : t('profile.pictureUnreadable'),
      );
      return;
    } finally {
      setPreparing(false);
    }
    upload.mutate(dataUrl, {
      onSuccess: () => void toast(t('profile.pictureSaved')),
      onError: (cause) => setError(errorText(t, cause)),
    });
  };

  const remove = () => {
    setError(null);
    upload.mutate(null, {
      onSuccess: () => void toast(t('profile.pictureRemoved')),
      onError: (cause) => setError(errorText(t, cause)),
    });
  };

  return (
    <section className="profile-picture" aria-labelledby={`${inputId}-heading`}>
      <div className="profile-picture__avatar">
        <Avatar name={name} image={image} size={88} />
        {busy ? (
          <span className="profile-picture__busy" role="status">
            <IonSpinner name="crescent" aria-hidden="true" />
            <span className="visually-hidden">{t('profile.pictureSaving')}</span>
          </span>
        ) : null}
      </div>
      <div className="profile-picture__body">
        <h3 id={`${inputId}-heading`}>{t('profile.picture')}</h3>
        <p className="settings-card__text">{t('profile.pictureText')}</p>
        <div className="profile-picture__actions">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            className="visually-hidden"
            onChange={(event) => void choose(event)}
            tabIndex={-1}
            aria-hidden="true"
          />
          <IonButton size="small" disabled={busy} onClick={() => input.current?.click()}>
            <IonIcon slot="start" icon={cameraOutline} aria-hidden="true" />
            {image ? t('profile.pictureChange') : t('profile.pictureChoose')}
          </IonButton>
          {image ? (
            <IonButton size="small" fill="clear" color="danger" disabled={busy} onClick={remove}>
              <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
              {t('profile.pictureRemove')}
            </IonButton>
          ) : null}
        </div>
        <FormAlert message={error} />
      </div>
    </section>
  );
}

// The scene pictures to choose from.
import { IonIcon } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { SCENE_PICTURES, type ScenePicture } from '@hemvakt/contract/scenes';
import { SCENE_LOOKS } from '../../components/scenes/scene-look';

export function ScenePictureChoice({
  value,
  onChange,
  disabled = false,
}: {
  value: string;
  onChange: (picture: ScenePicture) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="picture-choice" disabled={disabled}>
      <legend>{t('scenes.picture')}</legend>
      <div className="picture-choice__grid">
        {SCENE_PICTURES.map((picture) => (
          <button
            key={picture}
            type="button"
            className={`picture-choice__option${value === picture ? ' picture-choice__option--on' : ''}`}
            aria-pressed={value === picture}
            aria-label={t(`scenes.pictures.${picture}`)}
            title={t(`scenes.pictures.${picture}`)}
            onClick={() => onChange(picture)}
          >
            <span className={`room-picture tone--${SCENE_LOOKS[picture].tone}`} aria-hidden="true">
              <IonIcon icon={SCENE_LOOKS[picture].icon} />
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}

// The inside of an app modal: a toolbar with the title, Back (in sub-views) and Close, the scrolling
// body, and an optional footer.
import type { ReactNode } from 'react';
import {
  IonButton,
  IonButtons,
  IonContent,
  IonFooter,
  IonHeader,
  IonIcon,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { arrowBack, close } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';

interface ModalFrameProps {
  title: string;
  onClose: () => void;
  onBack?: () => void;
  footer?: ReactNode;
  children: ReactNode;
}

export function ModalFrame({ title, onClose, onBack, footer, children }: ModalFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <IonHeader className="modal-header">
        <IonToolbar>
          <IonButtons slot="start">
            {onBack ? (
              <IonButton onClick={onBack} aria-label={t('common.back')} className="modal-header__back">
                <IonIcon slot="icon-only" icon={arrowBack} aria-hidden="true" />
              </IonButton>
            ) : null}
          </IonButtons>
          <IonTitle>
            <h2 className="modal-header__title">{title}</h2>
          </IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={onClose} aria-label={t('common.close')} className="modal-header__close">
              <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="modal-content">
        <div className="modal-body">{children}</div>
      </IonContent>
      {footer ? <IonFooter className="modal-footer">{footer}</IonFooter> : null}
    </>
  );
}

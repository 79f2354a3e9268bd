// The primary button of a form, with a spinner while the call runs.
import type { ReactNode } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  disabled?: boolean;
}

export function SubmitButton({ pending, children, disabled = false }: SubmitButtonProps) {
  return (
    <IonButton type="submit" expand="block" className="submit-button" disabled={pending || disabled}>
      {pending ? <IonSpinner name="crescent" aria-hidden="true" className="submit-button__spinner" /> : null}
      {children}
    </IonButton>
  );
}

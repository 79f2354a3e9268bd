// The delete button at the foot of an editor; when deleting is not allowed, the reason stands above it
// and the button is disabled.
import { IonButton } from '@ionic/react';
import { FormAlert } from './form-alert';

export function DeleteSection({
  label,
  blocked,
  pending,
  onDelete,
}: {
  label: string;
  /** Why it cannot be deleted, or null. */
  blocked: string | null;
  pending: boolean;
  onDelete: () => void;
}) {
  return (
    <div className="modal-actions">
      <FormAlert tone="info" message={blocked} />
      <IonButton
        expand="block"
        fill="outline"
        color="danger"
        disabled={Boolean(blocked) || pending}
        onClick={onDelete}
      >
        {label}
      </IonButton>
    </div>
  );
}

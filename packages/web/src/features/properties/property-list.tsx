// The user's homes with their role. The current one is marked; tapping another makes it current.
// Leave is offered for homes one was added to (not the current one); edit for one's own homes and
// remove for a Home Owner's (not the current one) — spec 000 §4.4, §5.
import { useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import {
  addCircleOutline,
  businessOutline,
  checkmarkCircle,
  createOutline,
  exitOutline,
  homeOutline,
  keyOutline,
  trashOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Property } from '@hemvakt/contract/user-data';
import { roleForProperty } from '@hemvakt/contract/user-data';
import { useLeaveProperty, useProperties, useRemoveProperty, useSelectProperty } from '../../api/properties';
import { ApiError } from '../../api/client';
import { useUserData } from '../../api/user-data';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { presentAlert } from '../../components/ionic/overlays';
import { toast } from '../../components/notify';
import { errorText } from '../../i18n/error-text';
import { isOwnRole, roleKey } from '../../lib/role';
import { useSession } from '../../lib/session';

interface PropertyListProps {
  onAddByAddress: () => void;
  onAddByCode: () => void;
  onEdit: (property: Property) => void;
  onSwitched: () => void;
}

function address(property: Property): string {
  return [property.street, [property.postCode, property.city].filter(Boolean).join(' '), property.country]
    .filter(Boolean)
    .join(', ');
}

export function PropertyList({ onAddByAddress, onAddByCode, onEdit, onSwitched }: PropertyListProps) {
  const { t } = useTranslation();
  const session = useSession();
  const properties = useProperties();
  const { data: userData } = useUserData();
  const select = useSelectProperty();
  const remove = useRemoveProperty();
  const leave = useLeaveProperty();
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const currentId = session?.currentPropertySelected ?? null;
  const user = userData?.[0];
  const roleOf = (property: Property) => (user ? roleForProperty(user, property.id) : null);

  const switchTo = async (property: Property) => {
    setError(null);
    setBusyId(property.id);
    try {
      await select.mutateAsync(property.id);
      void toast(t('properties.switched', { name: property.propertyName }));
      onSwitched();
    } catch (cause) {
      setError(errorText(t, cause));
    } finally {
      setBusyId(null);
    }
  };

  const confirmRemove = (property: Property) =>
    void presentAlert({
      header: t('properties.removeTitle', { name: property.propertyName }),
      message: t('properties.removeText'),
      cssClass: 'confirm-alert',
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: t('properties.remove'),
          role: 'destructive',
          cssClass: 'alert-button--danger',
          handler: () => {
            setError(null);
            remove.mutate(property.id, {
              onSuccess: () => void toast(t('properties.removed', { name: property.propertyName })),
              onError: (cause) =>
                void presentAlert({
                  header: t('properties.removeFailed'),
                  message:
                    cause instanceof ApiError &&
                    (cause.code === 'PROPERTY_HAS_USERS' || cause.code === 'PROPERTY_HAS_GATEWAY')
                      ? t(`errors.${cause.code}`)
                      : errorText(t, cause),
                  buttons: [{ text: t('common.ok'), role: 'cancel' }],
                }),
            });
          },
        },
      ],
    });

  const confirmLeave = (property: Property) =>
    void presentAlert({
      header: t('properties.leaveTitle', { name: property.propertyName }),
      message: t('properties.leaveText'),
      cssClass: 'confirm-alert',
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: t('properties.leave'),
          role: 'destructive',
          cssClass: 'alert-button--danger',
          handler: () => {
            setError(null);
            leave.mutate(property.id, {
              onSuccess: () => void toast(t('properties.left', { name: property.propertyName })),
              onError: (cause) => setError(errorText(t, cause)),
            });
          },
        },
      ],
    });

  const list = [...(properties.data ?? [])].sort(
    (a, b) => Number(b.id === currentId) - Number(a.id === currentId),
  );

  return (
    <div className="property-list">
      <p className="modal-intro">{t('properties.intro')}</p>
      <FormAlert message={error} />
      {properties.isPending ? (
        <div className="modal-loading" role="status">
          <IonSpinner name="crescent" aria-hidden="true" />
          <span>{t('common.loading')}</span>
        </div>
      ) : !properties.data ? (
        <EmptyState
          icon={homeOutline}
          title={t('properties.loadFailed')}
          text={errorText(t, properties.error)}
        >
          <IonButton onClick={() => void properties.refetch()}>{t('common.retry')}</IonButton>
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState icon={homeOutline} title={t('properties.emptyTitle')} text={t('properties.emptyText')} />
      ) : (
        <ul className="entity-list" aria-label={t('properties.listLabel')}>
          {list.map((property) => {
            const role = roleOf(property);
            const current = property.id === currentId;
            const own = isOwnRole(role);
            const busy = busyId === property.id;
            return (
              <li
                key={property.id}
                className={`entity-row${current ? ' entity-row--current' : ''}`}
                data-testid="property-row"
                data-property-name={property.propertyName}
              >
                <button
                  type="button"
                  className="entity-row__main"
                  disabled={current || busyId !== null}
                  aria-current={current ? 'true' : undefined}
                  aria-label={
                    current
                      ? t('properties.currentLabel', { name: property.propertyName })
                      : t('properties.switchTo', { name: property.propertyName })
                  }
                  onClick={() => void switchTo(property)}
                >
                  <span className="entity-row__icon" aria-hidden="true">
                    <IonIcon icon={property.landlordId ? businessOutline : homeOutline} />
                  </span>
                  <span className="entity-row__text">
                    <span className="entity-row__title">{property.propertyName}</span>
                    <span className="entity-row__sub">{address(property) || t('properties.noAddress')}</span>
                    <span className="entity-row__chips">
                      <span className="chip">{t(`roles.${roleKey(role)}`)}</span>
                      {current ? (
                        <span className="chip chip--primary">
                          <IonIcon icon={checkmarkCircle} aria-hidden="true" />
                          {t('properties.current')}
                        </span>
                      ) : null}
                    </span>
                  </span>
                  {busy ? <IonSpinner name="crescent" className="entity-row__spinner" /> : null}
                </button>
                {!current ? (
                  <div className="entity-row__actions">
                    {own ? (
                      <IonButton
                        fill="clear"
                        size="small"
                        onClick={() => onEdit(property)}
                        aria-label={t('properties.editNamed', { name: property.propertyName })}
                      >
                        <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
                        {t('properties.edit')}
                      </IonButton>
                    ) : null}
                    {role === 'Home Owner' ? (
                      <IonButton
                        fill="clear"
                        size="small"
                        color="danger"
                        onClick={() => confirmRemove(property)}
                        aria-label={t('properties.removeNamed', { name: property.propertyName })}
                      >
                        <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
                        {t('properties.remove')}
                      </IonButton>
                    ) : null}
                    {!own ? (
                      <IonButton
                        fill="clear"
                        size="small"
                        color="danger"
                        onClick={() => confirmLeave(property)}
                        aria-label={t('properties.leaveNamed', { name: property.propertyName })}
                      >
                        <IonIcon slot="start" icon={exitOutline} aria-hidden="true" />
                        {t('properties.leave')}
                      </IonButton>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <div className="modal-actions">
        <IonButton expand="block" onClick={onAddByAddress}>
          <IonIcon slot="start" icon={addCircleOutline} aria-hidden="true" />
          {t('properties.addByAddress')}
        </IonButton>
        <IonButton expand="block" fill="outline" onClick={onAddByCode}>
          <IonIcon slot="start" icon={keyOutline} aria-hidden="true" />
          {t('properties.addByCode')}
        </IonButton>
      </div>
    </div>
  );
}

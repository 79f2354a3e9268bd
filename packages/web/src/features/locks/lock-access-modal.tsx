// The Smart Lock Access modal (spec 002 §2): view 1 'Invite guest' and the 'Users' list of keys with
// their action sheet; view 2 the key form. A new guest key is shared right after it is created (warning,
// share sheet or copy, then done-sharing). A House Member cannot open it.
import { useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { addOutline, lockClosedOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { KeyDraft, SmartLockKey } from '@hemvakt/contract/locks';
import type { ModalProps } from '../../app/modals/modal-host';
import { useDevices } from '../../api/devices';
import { useCreateKey, useDeleteKey, useLockKeys, useReinviteKey, useUpdateKey } from '../../api/locks';
import { EmptyState } from '../../components/empty-state';
import { AppModal } from '../../components/ionic/app-modal';
import { ModalFrame } from '../../components/modal-frame';
import { toast } from '../../components/notify';
import { errorText } from '../../i18n/error-text';
import { isOwnRole } from '../../lib/role';
import { useSession } from '../../lib/session';
import { useCurrentHome } from '../../lib/use-current-home';
import { openKeyActions } from './key-actions';
import { KeyForm } from './key-form';
import { KeyList } from './key-list';
import { shareKeyLink, showDoneSharing } from './share-key';
import '../../theme/devices.css';
import '../../theme/locks.css';

type View = { kind: 'list' } | { kind: 'form'; keyId?: string };

export function LockAccessModal({ open, onClose, onDismissed, args }: ModalProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'sv' ? 'sv' : 'en';
  const home = useCurrentHome();
  const session = useSession();
  const device = useDevices(home.propertyId).data?.find((candidate) => candidate.id === args?.deviceId);
  const propertyId = device?.propertyId ?? '';
  const lock = { propertyId, ieee: device?.ieee ?? '' };
  const allowed = isOwnRole(home.role) || session?.userRole === 'Landlord';
  const keys = useLockKeys(lock, 'all', Boolean(device?.ieee) && allowed);
  const create = useCreateKey(propertyId);
  const update = useUpdateKey(propertyId);
  const reinvite = useReinviteKey(propertyId);
  const remove = useDeleteKey(propertyId);
  const [shown, setShown] = useState<{ view: View; for?: string }>({ view: { kind: 'list' } });
  // Opened for a key (Edit access from the lock modal): start on its form.
  const opener = `${args?.deviceId}|${args?.keyId ?? ''}`;
  const view: View =
    shown.for === opener ? shown.view : args?.keyId ? { kind: 'form', keyId: args.keyId } : { kind: 'list' };
  const setView = (next: View) => setShown({ view: next, for: opener });
  const editing =
    view.kind === 'form' && view.keyId ? keys.data?.find((key) => key.id === view.keyId) : undefined;
  const mutationError = create.error ?? update.error;
  const title =
    view.kind === 'list' ? t('keys.accessTitle') : editing ? t('keys.editKeyTitle') : t('keys.newKeyTitle');

  const done = () => {
    create.reset();
    update.reset();
    setView({ kind: 'list' });
  };

  const submit = async (draft: KeyDraft) => {
    if (!device?.ieee) return;
    if (editing) {
      await update.mutateAsync({ ...draft, id: editing.id }).then(
        () => {
          void toast(t('keys.saved'));
          done();
        },
        () => undefined,
      );
      return;
    }
    const created = await create.mutateAsync({ ...draft, ieee: device.ieee }).catch(() => null);
    if (!created) return;
    done();
    if (created.key.userId !== null) {
      void toast(t('keys.saved'));
      return;
    }
    if (await shareKeyLink(t, created.key, created.keyToken, language)) await showDoneSharing(t);
  };

  const onKey = (key: SmartLockKey) =>
    void openKeyActions(t, language, key, {
      edit: (chosen) => setView({ kind: 'form', keyId: chosen.id }),
      reinvite: (id) => reinvite.mutateAsync(id),
      remove: (id) => remove.mutateAsync(id),
    });

  return (
    <AppModal open={open} label={title} onDismissed={onDismissed} testId="lock-access-modal">
      <ModalFrame title={title} onClose={onClose} onBack={view.kind === 'list' ? undefined : done}>
        {device ? <p className="modal-context">{device.deviceName}</p> : null}
        {!allowed ? (
          <EmptyState
            icon={lockClosedOutline}
            title={t('keys.notAllowedTitle')}
            text={t('keys.notAllowedText')}
          />
        ) : !device?.ieee ? (
          <p className="modal-note">{t('device.gone')}</p>
        ) : view.kind === 'list' ? (
          <div className="lock-access">
            <IonButton expand="block" onClick={() => setView({ kind: 'form' })}>
              <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
              {t('keys.inviteGuest')}
            </IonButton>
            <h3>{t('keys.users')}</h3>
            {keys.isPending ? <IonSpinner name="crescent" aria-label={t('common.loading')} /> : null}
            {keys.data?.length === 0 ? <p className="modal-note">{t('keys.noUsers')}</p> : null}
            {keys.data && keys.data.length > 0 ? <KeyList keys={keys.data} onSelect={onKey} /> : null}
          </div>
        ) : view.keyId && !editing ? (
          <IonSpinner name="crescent" aria-label={t('common.loading')} />
        ) : (
          <KeyForm
            key={view.keyId ?? 'new'}
            propertyId={propertyId}
            doorName={device.deviceName}
            existing={editing}
            pending={create.isPending || update.isPending}
            error={mutationError ? errorText(t, mutationError) : null}
            onSubmit={(draft) => void submit(draft)}
          />
        )}
      </ModalFrame>
    </AppModal>
  );
}

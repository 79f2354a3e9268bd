// Create or edit a room (spec 001 §2, §3, §5): name, type and picture — one of the illustrations or a
// photo — and, for an existing room, delete after a confirmation. A room with devices, and the home's
// last room, say why they cannot be deleted.
import { useState, type ChangeEvent } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import {
  ROOM_CLASSES,
  ROOM_NAME_MAX,
  ROOM_PICTURES,
  RoomInputSchema,
  type RoomClass,
} from '@hemvakt/contract/rooms';
import type { ModalProps } from '../../app/modals/modal-host';
import { useDevices } from '../../api/devices';
import { useDeleteRoom, useSaveRoom } from '../../api/rooms';
import { DeleteSection } from '../../components/delete-section';
import { FormAlert } from '../../components/form-alert';
import { AppModal } from '../../components/ionic/app-modal';
import { confirmDestructive } from '../../components/ionic/overlays';
import { ModalFrame } from '../../components/modal-frame';
import { toast } from '../../components/notify';
import { RoomPicture } from '../../components/rooms/room-picture';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { errorText } from '../../i18n/error-text';
import { ImageReadError, profileImageFromFile } from '../../lib/image';
import { useCurrentHome } from '../../lib/use-current-home';
import '../../theme/smart-home.css';

export function RoomModal({ open, onClose, onDismissed, args }: ModalProps) {
  const { t } = useTranslation();
  const home = useCurrentHome();
  const room = home.rooms.find((candidate) => candidate.id === args?.roomId);
  const devices = useDevices(home.propertyId);
  const save = useSaveRoom(home.propertyId ?? '');
  const remove = useDeleteRoom();
  const [name, setName] = useState(room?.name ?? '');
  const [roomClass, setRoomClass] = useState<RoomClass>((room?.roomClass as RoomClass) ?? 'living');
  const [picture, setPicture] = useState(room?.picture ?? 'living-room');
  const [problem, setProblem] = useState<string | null>(null);
  const input = RoomInputSchema.safeParse({ roomName: name, roomClass, picture });
  const inRoom = room ? (devices.data ?? []).filter((d) => d.propertyRoomId === room.id).length : 0;
  const deleteBlock = !room
    ? null
    : inRoom > 0
      ? t('rooms.hasDevices')
      : home.rooms.length <= 1
        ? t('rooms.lastRoom')
        : null;

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setPicture(await profileImageFromFile(file));
      setProblem(null);
    } catch (error) {
      setProblem(
        error instanceof ImageReadError && error.reason === 'tooLarge'
          ? t('rooms.photoTooLarge')
          : t('rooms.photoUnreadable'),
      );
    }
  };

  const submit = () => {
    if (!input.success) return;
    save.mutate(
      { ...input.data, roomId: room?.id },
      {
        onSuccess: (saved) => {
          void toast(t(room ? 'rooms.saved' : 'rooms.created', { room: saved.name }));
          onClose();
        },
        onError: (error) => setProblem(errorText(t, error)),
      },
    );
  };

  const askDelete = async () => {
    if (!room) return;
    const confirmed = await confirmDestructive({
      header: t('rooms.deleteTitle', { room: room.name }),
      message: t('rooms.deleteText'),
      confirm: t('rooms.delete'),
      cancel: t('common.cancel'),
    });
    if (!confirmed) return;
    remove.mutate(room.id, {
      onSuccess: () => {
        void toast(t('rooms.deleted', { room: room.name }));
        onClose();
      },
      onError: (error) => setProblem(errorText(t, error)),
    });
  };

  const title = room ? t('rooms.editTitle') : t('rooms.newTitle');
  return (
    <AppModal open={open} label={title} onDismissed={onDismissed} size="compact" testId="room-modal">
      <ModalFrame title={title} onClose={onClose}>
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormAlert message={problem} />
          <TextField
            name="roomName"
            label={t('rooms.name')}
            value={name}
            onChange={setName}
            maxlength={ROOM_NAME_MAX}
            helper={t('rooms.nameHelper', { max: ROOM_NAME_MAX })}
            required
          />
          <SelectField
            name="roomClass"
            label={t('rooms.class')}
            value={roomClass}
            options={ROOM_CLASSES.map((value) => ({ value, label: t(`rooms.classes.${value}`) }))}
            onChange={(value) => setRoomClass(value as RoomClass)}
          />
          <fieldset className="picture-choice">
            <legend>{t('rooms.picture')}</legend>
            <div className="picture-choice__grid">
              {ROOM_PICTURES.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  className={`picture-choice__option${picture === preset ? ' picture-choice__option--on' : ''}`}
                  aria-pressed={picture === preset}
                  aria-label={t('rooms.pictureLabel', { picture: t(`rooms.pictures.${preset}`) })}
                  onClick={() => setPicture(preset)}
                >
                  <RoomPicture room={{ picture: preset, roomClass: '', name: '' }} />
                </button>
              ))}
              {picture.startsWith('data:') ? (
                <span className="picture-choice__option picture-choice__option--on">
                  <img className="room-picture" src={picture} alt={t('rooms.photo')} />
                </span>
              ) : null}
            </div>
            <label className="picture-choice__upload">
              <input type="file" accept="image/*" onChange={(event) => void choosePhoto(event)} />
              <span>{t('rooms.usePhoto')}</span>
            </label>
          </fieldset>
          <div className="modal-actions">
            <IonButton type="submit" expand="block" disabled={!input.success || save.isPending}>
              {save.isPending ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
              {t('rooms.save')}
            </IonButton>
          </div>
          {room ? (
            <DeleteSection
              label={t('rooms.delete')}
              blocked={deleteBlock}
              pending={remove.isPending}
              onDelete={() => void askDelete()}
            />
          ) : null}
        </form>
      </ModalFrame>
    </AppModal>
  );
}

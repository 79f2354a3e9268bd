// Create or edit a scene (spec 001 §2, §3, §5): name and picture, the devices with their target states,
// the security setting, activation, and delete after a confirmation (never the default or active scene).
import { useCallback, useState } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import {
  SCENE_DEVICE_KINDS,
  SCENE_NAME_MAX,
  SceneNameSchema,
  type Scene,
  type ScenePicture,
} from '@hemvakt/contract/scenes';
import type { ModalProps } from '../../app/modals/modal-host';
import { useDevices } from '../../api/devices';
import {
  useCreateScene,
  useDeleteScene,
  useRemoveSceneDevice,
  useRenameScene,
  useSaveSceneDevice,
  useScenePicture,
  useScenes,
  type SceneDeviceChange,
} from '../../api/scenes';
import { defaultTarget } from '../../components/devices/target-editor';
import { DeleteSection } from '../../components/delete-section';
import { FormAlert } from '../../components/form-alert';
import { AppModal } from '../../components/ionic/app-modal';
import { confirmDestructive } from '../../components/ionic/overlays';
import { ModalFrame } from '../../components/modal-frame';
import { toast } from '../../components/notify';
import { mayActivate, sceneName } from '../../components/scenes/scene-look';
import { useSceneActivation } from '../../components/scenes/use-scene-activation';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { errorText } from '../../i18n/error-text';
import { kindOf } from '../../lib/devices/device-display';
import { useCurrentHome } from '../../lib/use-current-home';
import { ScenePictureChoice } from './scene-picture-choice';
import { SceneDeviceRow } from './scene-device-row';
import { SceneSecurity } from './scene-security';
import '../../theme/devices.css';
import '../../theme/smart-home.css';

function NewSceneForm({ propertyId, onCreated }: { propertyId: string; onCreated: (scene: Scene) => void }) {
  const { t } = useTranslation();
  const create = useCreateScene(propertyId);
  const [name, setName] = useState('');
  const [picture, setPicture] = useState<ScenePicture>('relax');
  const valid = SceneNameSchema.safeParse(name);
  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid.success) return;
        create.mutate(
          { sceneName: valid.data, scenePicture: picture },
          {
            onSuccess: (scene) => {
              void toast(t('scenes.created', { scene: scene.sceneName }));
              onCreated(scene);
            },
          },
        );
      }}
    >
      <FormAlert message={create.isError ? errorText(t, create.error) : null} />
      <TextField
        name="sceneName"
        label={t('scenes.name')}
        value={name}
        onChange={setName}
        maxlength={SCENE_NAME_MAX}
        required
      />
      <ScenePictureChoice value={picture} onChange={setPicture} />
      <div className="modal-actions">
        <IonButton type="submit" expand="block" disabled={!valid.success || create.isPending}>
          {create.isPending ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
          {t('scenes.create')}
        </IonButton>
      </div>
    </form>
  );
}

function SceneEditor({ scene, onDeleted }: { scene: Scene; onDeleted: () => void }) {
  const { t } = useTranslation();
  const home = useCurrentHome();
  const propertyId = scene.propertyId;
  const devices = useDevices(propertyId).data ?? [];
  const editable = home.can('userCanEditCreateScenes');
  const rename = useRenameScene();
  const picture = useScenePicture();
  const saveDevice = useSaveSceneDevice(propertyId);
  const removeDevice = useRemoveSceneDevice(propertyId);
  const remove = useDeleteScene(propertyId);
  const activation = useSceneActivation(propertyId);
  const [name, setName] = useState(scene.sceneName);
  const [adding, setAdding] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem(errorText(t, error));
  const inScene = new Set(scene.sceneSettings.devices.map((d) => d.id));
  const settable = devices.filter((d) => d.ieee && d.canControll && SCENE_DEVICE_KINDS.includes(kindOf(d)));
  const addable = settable.filter((d) => !inScene.has(d.id));
  const validName = SceneNameSchema.safeParse(name);
  const mutateDevice = saveDevice.mutate;
  const onSave = useCallback(
    (change: SceneDeviceChange) =>
      mutateDevice({ ...change, added: false }, { onError: (error) => setProblem(errorText(t, error)) }),
    [mutateDevice, t],
  );

  const add = () => {
    const device = devices.find((d) => d.id === adding);
    if (!device) return;
    saveDevice.mutate(
      { ...defaultTarget(device), sceneId: scene.id, deviceId: device.id, added: true },
      { onSuccess: () => setAdding(''), onError: fail },
    );
  };

  const deleteBlock = scene.isDefault
    ? t('scenes.cannotDeleteDefault')
    : scene.active
      ? t('scenes.cannotDeleteActive')
      : null;
  const askDelete = async () => {
    const confirmed = await confirmDestructive({
      header: t('scenes.deleteTitle', { scene: sceneName(t, scene) }),
      message: t('scenes.deleteText'),
      confirm: t('scenes.delete'),
      cancel: t('common.cancel'),
    });
    if (!confirmed) return;
    remove.mutate(scene.id, {
      onSuccess: () => {
        void toast(t('scenes.deleted', { scene: sceneName(t, scene) }));
        onDeleted();
      },
      onError: fail,
    });
  };

  return (
    <div className="stack">
      {!editable ? <FormAlert tone="info" message={t('scenes.noRightEdit')} /> : null}
      <FormAlert message={problem} />
      <div className="modal-actions">
        <IonButton
          expand="block"
          disabled={
            scene.active ||
            !mayActivate(scene, home.can) ||
            activation.pendingId !== undefined ||
            saveDevice.isPending
          }
          onClick={() => activation.run(scene)}
        >
          {scene.active ? t('scenes.active') : t('scenes.activateScene', { scene: sceneName(t, scene) })}
        </IonButton>
      </div>
      <fieldset className="stack scene-details" disabled={!editable}>
        <div className="inline-save">
          <TextField
            name="sceneName"
            label={t('scenes.name')}
            value={name}
            onChange={setName}
            maxlength={SCENE_NAME_MAX}
            required
          />
          <IonButton
            fill="outline"
            disabled={!validName.success || name.trim() === scene.sceneName || rename.isPending}
            onClick={() =>
              rename.mutate(
                { id: scene.id, name },
                { onSuccess: () => void toast(t('scenes.saved')), onError: fail },
              )
            }
          >
            {t('common.save')}
          </IonButton>
        </div>
        <ScenePictureChoice
          value={scene.scenePicture}
          disabled={!editable}
          onChange={(next) => picture.mutate({ id: scene.id, picture: next }, { onError: fail })}
        />
      </fieldset>

      <section className="settings-card settings-card--padded" aria-labelledby="scene-devices">
        <h3 id="scene-devices">{t('scenes.devices')}</h3>
        <p className="modal-note">{t('scenes.devicesIntro')}</p>
        {scene.sceneSettings.devices.length === 0 ? (
          <p className="modal-note">{t('scenes.noDevices')}</p>
        ) : null}
        <ul className="scene-devices">
          {scene.sceneSettings.devices.map((entry) => (
            <SceneDeviceRow
              key={entry.id}
              sceneId={scene.id}
              entry={entry}
              device={devices.find((d) => d.id === entry.id)}
              disabled={!editable}
              onSave={onSave}
              onRemove={() =>
                removeDevice.mutate(
                  { sceneId: scene.id, deviceId: entry.id },
                  {
                    onSuccess: () => void toast(t('scenes.removed', { device: entry.deviceName })),
                    onError: fail,
                  },
                )
              }
            />
          ))}
        </ul>
        {editable && settable.length === 0 ? <p className="modal-note">{t('scenes.noSettable')}</p> : null}
        {editable && settable.length > 0 && addable.length === 0 ? (
          <p className="modal-note">{t('scenes.allAdded')}</p>
        ) : null}
        {editable && addable.length > 0 ? (
          <div className="inline-save">
            <SelectField
              name="addDevice"
              label={t('scenes.addDevice')}
              value={adding}
              placeholder={t('scenes.chooseDevice')}
              options={addable.map((d) => ({ value: d.id, label: d.deviceName }))}
              onChange={setAdding}
            />
            <IonButton fill="outline" disabled={!adding || saveDevice.isPending} onClick={add}>
              {t('scenes.add')}
            </IonButton>
          </div>
        ) : null}
      </section>

      <SceneSecurity scene={scene} devices={devices} allowed={editable && home.can('userCanChangeAlarm')} />

      {editable ? (
        <DeleteSection
          label={t('scenes.delete')}
          blocked={deleteBlock}
          pending={remove.isPending}
          onDelete={() => void askDelete()}
        />
      ) : null}
    </div>
  );
}

export function SceneModal({ open, onClose, onDismissed, args }: ModalProps) {
  const { t } = useTranslation();
  const home = useCurrentHome();
  const scenes = useScenes(home.propertyId);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const sceneId = args?.sceneId ?? createdId;
  const found = scenes.data?.find((candidate) => candidate.id === sceneId);
  // A deleted scene stays shown while the modal closes.
  const [last, setLast] = useState(found);
  if (found && found !== last) setLast(found);
  const scene = found ?? (last?.id === sceneId ? last : undefined);
  const title = scene ? t('scenes.editScene', { scene: sceneName(t, scene) }) : t('scenes.newScene');
  return (
    <AppModal open={open} label={title} onDismissed={onDismissed} testId="scene-modal">
      <ModalFrame title={title} onClose={onClose}>
        {scene ? <SceneEditor key={scene.id} scene={scene} onDeleted={onClose} /> : null}
        {!scene && !sceneId && home.propertyId ? (
          <NewSceneForm propertyId={home.propertyId} onCreated={(created) => setCreatedId(created.id)} />
        ) : null}
        {!scene && sceneId ? <p className="modal-note">{t('errors.SCENE_NOT_FOUND')}</p> : null}
      </ModalFrame>
    </AppModal>
  );
}

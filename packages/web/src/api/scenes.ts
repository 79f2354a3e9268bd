// Scene calls (spec 001 §7 'Scenes'). The scene list of a home is one query that starts from the user
// data; every call answers the changed scene, which replaces the cached one; 'pull scenes' refetches.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  activateScene,
  addDeviceToScene,
  changeScenePicture,
  createScene,
  deleteScene,
  listScenes,
  removeDeviceFromScene,
  renameScene,
  setSceneSecurity,
  updateSceneDevice,
  type Scene,
  type ScenePicture,
  type SceneSecuritySetting,
  type DeviceTarget,
} from '@hemvakt/contract/scenes';
import type { UserData } from '@hemvakt/contract/user-data';
import { callApi } from './client';
import { USER_DATA_KEY } from './user-data';
import { SECURITY_KEY } from './security';

export const SCENES_KEY = 'property-scenes';

export function useScenes(propertyId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [SCENES_KEY, propertyId],
    queryFn: ({ signal }) => callApi(listScenes, { params: { propertyId: propertyId ?? '' }, signal }),
    enabled: Boolean(propertyId),
    initialData: () =>
      queryClient
        .getQueriesData<UserData>({ queryKey: [USER_DATA_KEY] })
        .find(([key, data]) => key[2] === propertyId && data)?.[1]?.[2],
  });
}

/** Writes a scene into the cached list (an activated scene makes the others inactive). */
function patchCachedScene(queryClient: QueryClient, scene: Scene): void {
  queryClient.setQueryData<Scene[]>([SCENES_KEY, scene.propertyId], (old) => {
    if (!old) return old;
    const others = old.map((s) => (scene.active && s.id !== scene.id ? { ...s, active: false } : s));
    return others.some((s) => s.id === scene.id)
      ? others.map((s) => (s.id === scene.id ? scene : s))
      : [...others, scene];
  });
}

function useSceneMutation<V>(call: (vars: V) => Promise<Scene>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (scene) => patchCachedScene(queryClient, scene) });
}

export function useCreateScene(propertyId: string) {
  return useSceneMutation((body: { sceneName: string; scenePicture: ScenePicture }) =>
    callApi(createScene, { params: { propertyId }, body }),
  );
}

export function useRenameScene() {
  return useSceneMutation(({ id, name }: { id: string; name: string }) =>
    callApi(renameScene, { params: { id }, body: { newSceneName: name } }),
  );
}

export function useScenePicture() {
  return useSceneMutation(({ id, picture }: { id: string; picture: ScenePicture }) =>
    callApi(changeScenePicture, { params: { id }, body: { newScenePicture: picture } }),
  );
}

export type SceneDeviceChange = DeviceTarget & { sceneId: string; deviceId: string; activeInScene?: boolean };

export function useSaveSceneDevice(propertyId: string) {
  return useSceneMutation(({ added, ...body }: SceneDeviceChange & { added: boolean }) =>
    callApi(added ? addDeviceToScene : updateSceneDevice, { params: { propertyId }, body }),
  );
}

export function useRemoveSceneDevice(propertyId: string) {
  return useSceneMutation((body: { sceneId: string; deviceId: string }) =>
    callApi(removeDeviceFromScene, { params: { propertyId }, body }),
  );
}

export function useSceneSecurity() {
  return useSceneMutation(
    ({ id, setting, sensorIds }: { id: string; setting: SceneSecuritySetting; sensorIds: string[] | null }) =>
      callApi(setSceneSecurity, {
        params: { id },
        body: { securitySetting: setting, sceneSecurityObject: { sensorIds } },
      }),
  );
}

export function useDeleteScene(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sceneId: string) => callApi(deleteScene, { params: { propertyId }, body: { sceneId } }),
    onSuccess: (_answer, sceneId) =>
      queryClient.setQueryData<Scene[]>([SCENES_KEY, propertyId], (old) =>
        old?.filter((s) => s.id !== sceneId),
      ),
  });
}

/** Activates a scene; answers the sensors found open when it armed the alarm. */
export function useActivateScene(propertyId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sceneId: string) =>
      callApi(activateScene, { params: { propertyId }, body: { sceneId, userId } }),
    onSuccess: ({ scene }) => {
      patchCachedScene(queryClient, scene);
      void queryClient.invalidateQueries({ queryKey: [SECURITY_KEY, propertyId] });
    },
  });
}

// Room calls (spec 001 §7 'Rooms'). Rooms reach the app in the user data, which is refetched after a change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createRoom, deleteRoom, updateRoom, type RoomInput } from '@hemvakt/contract/rooms';
import { callApi } from './client';
import { USER_DATA_KEY } from './user-data';

function useRefreshRooms() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [USER_DATA_KEY] });
}

export function useSaveRoom(propertyId: string) {
  const refresh = useRefreshRooms();
  return useMutation({
    mutationFn: ({ roomId, ...room }: RoomInput & { roomId?: string }) =>
      roomId
        ? callApi(updateRoom, { params: { propertyId }, body: { ...room, roomId } })
        : callApi(createRoom, { params: { propertyId }, body: room }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteRoom() {
  const refresh = useRefreshRooms();
  return useMutation({
    mutationFn: (roomId: string) => callApi(deleteRoom, { params: { id: roomId } }),
    onSuccess: () => refresh(),
  });
}

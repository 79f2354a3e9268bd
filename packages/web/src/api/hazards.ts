// Fire and water-leak calls of residents (spec 000 §7.2): what waits for an answer, and the answer.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkActionRequired, submitHazardReason, type HazardEvent } from '@hemvakt/contract/hazards';
import { callApi } from './client';

export const ACTION_REQUIRED_KEY = 'action-required';

export function useActionRequired(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [ACTION_REQUIRED_KEY, userId],
    queryFn: ({ signal }) => callApi(checkActionRequired, { params: { userId: userId ?? '' }, signal }),
    enabled: enabled && Boolean(userId),
  });
}

export function useSubmitHazardReason(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, realAlarm }: { id: string; realAlarm: boolean }) =>
      callApi(submitHazardReason, { params: { id, userId }, body: { realAlarm } }),
    onSuccess: (answered: HazardEvent) =>
      queryClient.setQueryData<HazardEvent[]>([ACTION_REQUIRED_KEY, userId], (list) =>
        list?.filter((event) => event.id !== answered.id),
      ),
  });
}

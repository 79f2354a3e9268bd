// Automation calls (spec 001 §7 'Automation') and an automation's last runs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAutomation,
  listAutomationRuns,
  listAutomations,
  removeAutomation,
  setAutomationActive,
  updateAutomation,
  type Automation,
  type AutomationInput,
} from '@hemvakt/contract/automations';
import { callApi } from './client';

export const AUTOMATIONS_KEY = 'property-automations';
export const AUTOMATION_RUNS_KEY = 'automation-runs';

export function useAutomations(propertyId: string | null) {
  return useQuery({
    queryKey: [AUTOMATIONS_KEY, propertyId],
    queryFn: ({ signal }) => callApi(listAutomations, { params: { propertyId: propertyId ?? '' }, signal }),
    enabled: Boolean(propertyId),
  });
}

export function useAutomationRuns(automationId: string | null) {
  return useQuery({
    queryKey: [AUTOMATION_RUNS_KEY, automationId],
    queryFn: ({ signal }) => callApi(listAutomationRuns, { params: { id: automationId ?? '' }, signal }),
    enabled: Boolean(automationId),
    staleTime: 0,
  });
}

function useAutomationMutation<V>(call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [AUTOMATIONS_KEY] }),
  });
}

export function useSaveAutomation(propertyId: string) {
  return useAutomationMutation(
    ({ id, input }: { id?: string; input: AutomationInput }): Promise<Automation> =>
      id
        ? callApi(updateAutomation, { params: { id }, body: input })
        : callApi(createAutomation, { params: { propertyId }, body: input }),
  );
}

export function useSetAutomationActive() {
  return useAutomationMutation(({ id, active }: { id: string; active: boolean }) =>
    callApi(setAutomationActive, { params: { id }, body: { active } }),
  );
}

export function useRemoveAutomation() {
  return useAutomationMutation((id: string) => callApi(removeAutomation, { params: { id } }));
}

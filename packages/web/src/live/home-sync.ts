// Scene, security and automation live messages into the query cache: a security change replaces the
// cached state, an alarm refetches it, scene and automation changes refetch their lists and runs.
import type { QueryClient } from '@tanstack/react-query';
import type { LiveMessage } from '@hemvakt/contract/live';
import { SecurityMessageSchema } from '@hemvakt/contract/security';
import { AutomationRunMessageSchema } from '@hemvakt/contract/automations';
import { SCENES_KEY } from '../api/scenes';
import { SECURITY_KEY } from '../api/security';
import { AUTOMATIONS_KEY, AUTOMATION_RUNS_KEY } from '../api/automations';
import { USER_DATA_KEY } from '../api/user-data';

/** Applies one live message to the cache; answers whether it was one of these. */
export function applyHomeMessage(queryClient: QueryClient, message: LiveMessage): boolean {
  const propertyId = message.propertyId;
  switch (message.type) {
    case 'pull scenes':
      void queryClient.invalidateQueries({ queryKey: [SCENES_KEY, propertyId] });
      return true;
    case 'security': {
      const parsed = SecurityMessageSchema.safeParse(message.data);
      if (parsed.success) queryClient.setQueryData([SECURITY_KEY, propertyId], parsed.data.security);
      void queryClient.invalidateQueries({ queryKey: [USER_DATA_KEY] });
      return true;
    }
    case 'alarm':
      void queryClient.invalidateQueries({ queryKey: [SECURITY_KEY, propertyId] });
      return true;
    case 'automation run': {
      const parsed = AutomationRunMessageSchema.safeParse(message.data);
      void queryClient.invalidateQueries({ queryKey: [AUTOMATIONS_KEY, propertyId] });
      if (parsed.success)
        void queryClient.invalidateQueries({ queryKey: [AUTOMATION_RUNS_KEY, parsed.data.run.automationId] });
      return true;
    }
    case 'pull automations':
      void queryClient.invalidateQueries({ queryKey: [AUTOMATIONS_KEY, propertyId] });
      return true;
    default:
      return false;
  }
}

// Automation rows → the Automation and AutomationRun entities.
import type { Automation, AutomationRun } from '@hemvakt/contract/automations';
import type { AutomationRow, RunRow } from './automations.repo';

export function presentRun(row: RunRow): AutomationRun {
  return {
    id: row.id,
    automationId: row.automation_id,
    at: row.created_at.toISOString(),
    trigger: row.trigger,
    result: row.result,
    reason: row.reason,
  };
}

export function presentAutomation(row: AutomationRow, lastRun: RunRow | undefined): Automation {
  return {
    id: row.id,
    propertyId: row.property_id,
    name: row.name,
    active: row.active,
    days: row.days,
    conditions: row.conditions,
    actions: row.actions,
    lastRun: lastRun ? presentRun(lastRun) : null,
  };
}

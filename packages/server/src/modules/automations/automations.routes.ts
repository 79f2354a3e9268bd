// Automation calls of spec 001 §7 'Automation', and an automation's last runs. Members may read them;
// creating, changing and removing them needs userCanEditCreateScenes.
import {
  createAutomation,
  listAutomationRuns,
  listAutomations,
  removeAutomation,
  setAutomationActive,
  updateAutomation,
  AUTOMATION_RUNS_KEPT,
} from '@hemvakt/contract/automations';
import type { Deps } from '../../deps';
import { authorize, type Action } from '../../authz/authorize';
import type { AuthContext } from '../accounts/sessions.service';
import { notFound } from '../../lib/errors';
import * as service from './automations.service';
import { presentRun } from './automations.present';
import * as repo from './automations.repo';

export function registerAutomationRoutes({ calls, db, bus }: Deps): void {
  const automationFor = async (auth: AuthContext, id: string, action: Action) => {
    const row = await repo.findById(db, id);
    if (!row) throw notFound('AUTOMATION_NOT_FOUND');
    await authorize(db, auth, action, { propertyId: row.property_id });
    return row;
  };

  /** Other members' apps refetch the list. */
  const announce = (propertyId: string, automationId: string) =>
    bus.publish({
      kind: 'live',
      propertyId,
      message: { type: 'pull automations', propertyId, data: { automationId } },
    });

  calls.add(listAutomations, async ({ auth, params }) => {
    await authorize(db, auth, 'property.member', params);
    return service.listAutomations(db, params.propertyId);
  });

  calls.add(createAutomation, async ({ auth, params, body }) => {
    await authorize(db, auth, 'automations.manage', params);
    const automation = await service.createAutomation(db, auth, params.propertyId, body);
    announce(params.propertyId, automation.id);
    return automation;
  });

  calls.add(updateAutomation, async ({ auth, params, body }) => {
    const row = await automationFor(auth, params.id, 'automations.manage');
    const automation = await service.updateAutomation(db, auth, row, body);
    announce(row.property_id, row.id);
    return automation;
  });

  calls.add(setAutomationActive, async ({ auth, params, body }) => {
    const row = await automationFor(auth, params.id, 'automations.manage');
    await repo.setActive(db, row.id, body.active);
    announce(row.property_id, row.id);
    return service.presentOne(db, row.id);
  });

  calls.add(removeAutomation, async ({ auth, params }) => {
    const row = await automationFor(auth, params.id, 'automations.manage');
    await repo.remove(db, row.id);
    announce(row.property_id, row.id);
    return { ok: true };
  });

  calls.add(listAutomationRuns, async ({ auth, params }) => {
    const row = await automationFor(auth, params.id, 'property.member');
    return (await repo.runs(db, [row.id], AUTOMATION_RUNS_KEPT)).map(presentRun);
  });
}

// Creating and changing automations. Everything an automation names must be of its home, and its author
// must be allowed what it will do: see the devices it watches, control the devices it sets, activate the
// scenes it activates, change the alarm it arms or disarms.
import { comparesTemperature, deviceStateTokens } from '@hemvakt/contract/automation-rules';
import type { Automation, AutomationInput, Condition } from '@hemvakt/contract/automations';
import { deviceKind } from '@hemvakt/contract/device-catalogue';
import { targetFits } from '@hemvakt/contract/scenes';
import type { Db } from '../../db/db';
import { authorize } from '../../authz/authorize';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthContext } from '../accounts/sessions.service';
import * as devices from '../devices/devices.repo';
import * as scenes from '../scenes/scenes.repo';
import { presentAutomation } from './automations.present';
import * as repo from './automations.repo';

function conditionFits(condition: Condition, kind: ReturnType<typeof deviceKind>): boolean {
  if (condition.kind !== 'device') return true;
  if (condition.temperature) return comparesTemperature(kind);
  return deviceStateTokens(kind).includes(condition.state!);
}

async function checkReferences(db: Db, auth: AuthContext, propertyId: string, input: AutomationInput) {
  const invalid = () => badRequest('AUTOMATION_REFERENCE_INVALID');
  const device = async (deviceId: string) => {
    const row = await devices.findById(db, deviceId);
    if (!row || row.property_id !== propertyId) throw invalid();
    return row;
  };
  const scene = async (sceneId: string) => {
    const row = await scenes.findById(db, sceneId);
    if (!row || row.property_id !== propertyId) throw invalid();
  };
  for (const condition of input.conditions) {
    if (condition.kind === 'device') {
      const row = await device(condition.deviceId);
      if (!conditionFits(condition, deviceKind(row.type_i))) throw invalid();
      await authorize(db, auth, 'device.view', { propertyId, deviceId: row.id });
    }
    if (condition.kind === 'scene') await scene(condition.sceneId);
  }
  for (const action of input.actions) {
    if (action.kind === 'device') {
      const { kind: _kind, deviceId, ...target } = action;
      const row = await device(deviceId);
      if (!targetFits(deviceKind(row.type_i), target)) throw badRequest('SCENE_DEVICE_NOT_SUPPORTED');
      await authorize(db, auth, 'device.control', { propertyId, deviceId: row.id });
    }
    if (action.kind === 'scene') {
      await scene(action.sceneId);
      await authorize(db, auth, 'scenes.activate', { propertyId });
    }
    if (action.kind === 'security') await authorize(db, auth, 'security.change', { propertyId });
  }
}

export async function listAutomations(db: Db, propertyId: string): Promise<Automation[]> {
  const rows = await repo.listByProperty(db, propertyId);
  const last = await repo.runs(
    db,
    rows.map((r) => r.id),
    1,
  );
  return rows.map((row) =>
    presentAutomation(
      row,
      last.find((run) => run.automation_id === row.id),
    ),
  );
}

export async function presentOne(db: Db, id: string): Promise<Automation> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('AUTOMATION_NOT_FOUND');
  const [last] = await repo.runs(db, [id], 1);
  return presentAutomation(row, last);
}

export async function createAutomation(
  db: Db,
  auth: AuthContext,
  propertyId: string,
  input: AutomationInput,
): Promise<Automation> {
  await checkReferences(db, auth, propertyId, input);
  return presentOne(db, await repo.create(db, propertyId, input, auth.userId));
}

export async function updateAutomation(
  db: Db,
  auth: AuthContext,
  existing: repo.AutomationRow,
  input: AutomationInput,
): Promise<Automation> {
  await checkReferences(db, auth, existing.property_id, input);
  await repo.update(db, existing.id, input);
  return presentOne(db, existing.id);
}

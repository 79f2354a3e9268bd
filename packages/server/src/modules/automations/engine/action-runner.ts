// Carries out an automation's actions: set a device, activate a scene, arm or disarm, notify members.
// Every action is tried; the first failure is what the run reports.
import type { Action, RunReason } from '@hemvakt/contract/automations';
import { SCENE_DEVICE_KINDS } from '@hemvakt/contract/scenes';
import type { Db } from '../../../db/db';
import type { EventBus } from '../../../live/event-bus';
import type { DeviceControl } from '../../devices/device-control';
import { joinedOfKind } from '../../devices/device-control';
import * as devices from '../../devices/devices.repo';
import { notifyMembers } from '../../notifications/notifications.service';
import * as recipients from '../../notifications/notifications.repo';
import type { PushSender } from '../../notifications/push-sender';
import type { SceneService } from '../../scenes/scenes.service';
import type { SecurityService } from '../../security/security.service';
import type { AutomationRow } from '../automations.repo';

/** Scene activations caused by automations in a row (one activating a scene another reacts to…). */
const MAX_SCENE_CHAIN = 5;

export interface ActionDeps {
  db: Db;
  bus: EventBus;
  push: PushSender;
  control: () => DeviceControl;
  scenes: SceneService;
  security: SecurityService;
}

async function runOne(deps: ActionDeps, automation: AutomationRow, action: Action, chain: number) {
  const propertyId = automation.property_id;
  const actor = { userId: null, name: automation.name, automation: true };
  switch (action.kind) {
    case 'device': {
      const row = await devices.findById(deps.db, action.deviceId);
      if (!row || row.property_id !== propertyId) throw new Error('The device was removed');
      const { kind: _kind, deviceId: _id, ...target } = action;
      await deps.control().applyTarget(joinedOfKind(row, SCENE_DEVICE_KINDS.slice()), target, true);
      return;
    }
    case 'scene': {
      if (chain >= MAX_SCENE_CHAIN) throw new Error('Too many scenes activated by automations in a row');
      const scene = await deps.scenes.find(action.sceneId);
      if (scene.property_id !== propertyId) throw new Error('The scene was removed');
      await deps.scenes.activate(scene, actor, chain + 1);
      return;
    }
    case 'security':
      await deps.security.set(propertyId, action.alarmSetting, actor);
      return;
    case 'notify':
      await notifyMembers(deps, {
        propertyId,
        type: 'customimpNotification',
        data: { event: 'automation', automationName: automation.name, message: action.message },
        recipients: await recipients.members(deps.db, propertyId),
      });
  }
}

/** Runs every action; answers why the run failed, if an action did. */
export async function runActions(
  deps: ActionDeps,
  automation: AutomationRow,
  chain: number,
): Promise<RunReason | undefined> {
  let failure: RunReason | undefined;
  for (const [actionIndex, action] of automation.actions.entries()) {
    try {
      await runOne(deps, automation, action, chain);
    } catch (error) {
      failure ??= {
        code: 'actionFailed',
        actionIndex,
        message: error instanceof Error ? error.message : String(error),
      };
    }
  }
  return failure;
}

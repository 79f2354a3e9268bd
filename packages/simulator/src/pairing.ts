// A device "reset and waiting to pair" joins once permit join is open: device_joined → device_interview
// started → successful | failed, bridge/devices republished after each, then its first state
// (herdsman controller.ts join → interview; GATEWAY-PROTOCOL.md §6). A device this gateway already knows
// and has interviewed only announces itself (device_announce).
import { deviceKind } from '@hemvakt/contract/device-catalogue';
import { modelForType, Z2M_DEFINITIONS } from '@hemvakt/contract/z2m-definitions';
import type { Bridge } from './bridge';
import { SimDevice, simModel, unsupportedModel } from './device';
import type { PairingFailure } from './types';

export interface PendingPairing {
  ieee: string;
  model: string;
  failure?: PairingFailure;
}

/** The model that joins instead of the expected one for a 'wrong_type' pairing: another kind of device. */
export function wrongModelFor(model: string): string {
  return model === 'MCCGQ11LM' ? 'E22xx' : 'MCCGQ11LM';
}

/** The model a pairing request names: by model, else by typeI (the door sensor when neither is given). */
export function pairingModel(p: { typeI?: string; model?: string }): string {
  if (p.model) {
    if (!Z2M_DEFINITIONS[p.model]) throw new Error(`Unknown simulated model '${p.model}'`);
    return p.model;
  }
  if (p.typeI) {
    if (!deviceKind(p.typeI)) throw new Error(`Unknown device type '${p.typeI}'`);
    return modelForType(p.typeI);
  }
  return 'MCCGQ11LM';
}

export function processPendingPairings(bridge: Bridge): void {
  if (!bridge.permitJoinOpen || !bridge.connected) return;
  for (const p of [...bridge.pending]) {
    if (p.failure === 'never_join') continue;
    bridge.pending.splice(bridge.pending.indexOf(p), 1);
    join(bridge, p);
  }
}

function join(bridge: Bridge, p: PendingPairing): void {
  const step = bridge.timing.interviewStepMs;
  const known = bridge.devices.get(p.ieee);
  if (known?.interviewed) {
    bridge.publishEvent({
      type: 'device_announce',
      data: { friendly_name: known.friendlyName, ieee_address: known.ieee },
    });
    bridge.publishDevices();
    known.availability = 'online';
    bridge.publishAvailability(known);
    bridge.publishState(known);
    return;
  }
  const model =
    p.failure === 'unsupported'
      ? unsupportedModel()
      : simModel(p.failure === 'wrong_type' ? wrongModelFor(p.model) : p.model);
  const device = known ?? new SimDevice(p.ieee, model, { interviewed: false });
  device.interviewState = 'PENDING';
  bridge.addDevice(device);
  const data = () => ({ friendly_name: device.friendlyName, ieee_address: device.ieee });
  bridge.publishEvent({ type: 'device_joined', data: data() });
  bridge.publishDevices();
  bridge.later(step, () => {
    if (!bridge.devices.has(device.ieee)) return;
    device.interviewState = 'IN_PROGRESS';
    bridge.publishEvent({ type: 'device_interview', data: { ...data(), status: 'started' } });
    bridge.publishDevices();
    bridge.later(step, () => finishInterview(bridge, device, p.failure !== 'interview_failed'));
  });
}

/** The end of an interview (after a join or a device/interview request). */
export function finishInterview(bridge: Bridge, device: SimDevice, ok: boolean): void {
  if (!bridge.devices.has(device.ieee)) return;
  const data = { friendly_name: device.friendlyName, ieee_address: device.ieee };
  if (!ok) {
    device.interviewState = 'FAILED';
    bridge.publishEvent({ type: 'device_interview', data: { ...data, status: 'failed' } });
    bridge.publishDevices();
    return;
  }
  device.interviewState = 'SUCCESSFUL';
  bridge.publishEvent({
    type: 'device_interview',
    data: { ...data, status: 'successful', supported: device.supported, definition: device.definition },
  });
  bridge.publishDevices();
  device.availability = 'online';
  bridge.publishAvailability(device);
  bridge.publishState(device);
}

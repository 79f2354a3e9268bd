// The demo home's simulated gateway and its devices, one of most kinds, in the home's rooms.
import { Z2M_DEFINITIONS, modelForType } from '@hemvakt/contract/z2m-definitions';
import type { Db } from '../db/db';
import { newId } from '../lib/ids';
import * as devices from '../modules/devices/devices.repo';
import * as gateways from '../modules/gateways/gateways.repo';
import { hashSecret, simulatedSecret } from '../modules/gateways/gateway-credentials';
import { mainEndpoint } from '../devices/classifier';
import { randomIeee } from '@hemvakt/simulator';

/** [typeI, name, room name, simulated model (default: the type's)] */
const DEMO_DEVICES: [string, string, string, string?][] = [
  ['SensorDoorWindow', 'Front Door', 'Hall'],
  ['SensorMotion', 'Hall Motion', 'Hall'],
  ['SmartLock', 'Front Lock', 'Hall'],
  ['IASWarning', 'Siren', 'Hall'],
  ['SmartLightColorChangeable', 'Ceiling Light', 'Living room'],
  ['SmartLightColorDimmable', 'Floor Lamp', 'Living room'],
  ['SmartCurtain', 'Curtain', 'Living room'],
  ['SensorTemperatureIndoor', 'Thermometer', 'Living room'],
  ['SmartPlug', 'Coffee Maker', 'Kitchen'],
  ['SensorSmoke', 'Smoke Alarm', 'Kitchen'],
  ['SensorWaterLeak', 'Leak Sensor', 'Kitchen'],
  ['SensorDoorWindow', 'Window', 'Bedroom'],
  ['SmartLightColorDimmableFilament', 'Bed Lamp', 'Bedroom'],
  // A lock without its own relock time: the server's durable job locks it (issue 7).
  ['SmartLock', 'Back Door', 'Kitchen', 'V3-BTZB/V3-BTZBE'],
];

/** Device types the demo's House Member may switch; the rest they only see. */
const MEMBER_CONTROLS = [
  'SmartLightColorChangeable',
  'SmartLightColorDimmable',
  'SmartLightColorDimmableFilament',
];

export interface SimulatedDeviceSpec {
  typeI: string;
  name: string;
  roomId: string | null;
  /** The simulated model (default: the catalogue's model of the type). */
  model?: string;
}

/** A simulated gateway of a property with joined devices of the given types; answers their ids in order. */
export async function createSimulatedGateway(
  db: Db,
  opts: { propertyId: string; serverKey: string; devices: SimulatedDeviceSpec[]; landlordsDevices?: boolean },
): Promise<{ gatewayId: string; deviceIds: string[] }> {
  const gatewayId = newId();
  await gateways.create(db, {
    id: gatewayId,
    propertyId: opts.propertyId,
    model: 'SEG-X3',
    mac: null,
    secretHash: hashSecret(simulatedSecret(opts.serverKey, gatewayId)),
    simulated: true,
  });
  const deviceIds: string[] = [];
  for (const spec of opts.devices) {
    const sim = Z2M_DEFINITIONS[spec.model ?? modelForType(spec.typeI)]!;
    deviceIds.push(
      await devices.create(db, {
        propertyId: opts.propertyId,
        gatewayId,
        typeI: spec.typeI,
        deviceName: spec.name,
        roomId: spec.roomId,
        landlordsDevice: opts.landlordsDevices ?? false,
        joined: {
          ieee: randomIeee(),
          ep: mainEndpoint(sim.endpoints),
          zigbeeModel: sim.model_id,
          vendor: sim.definition.vendor,
          model: sim.definition.model,
          exposes: sim.definition.exposes,
        },
      }),
    );
  }
  return { gatewayId, deviceIds };
}

/** Seeds the demo home's gateway and devices; answers the device ids by name. */
export async function seedDemoDevices(
  db: Db,
  opts: { propertyId: string; serverKey: string; rooms: Map<string, string>; memberId: string },
): Promise<Map<string, string>> {
  const { deviceIds } = await createSimulatedGateway(db, {
    propertyId: opts.propertyId,
    serverKey: opts.serverKey,
    devices: DEMO_DEVICES.map(([typeI, name, room, model]) => ({
      typeI,
      name,
      roomId: opts.rooms.get(room) ?? null,
      model,
    })),
  });
  for (const [i, id] of deviceIds.entries()) {
    const controls = MEMBER_CONTROLS.includes(DEMO_DEVICES[i]![0]);
    await db.query(
      `INSERT INTO member_device_access (property_id, user_id, device_id, can_view, can_controll, can_edit)
       VALUES ($1, $2, $3, true, $4, false)`,
      [opts.propertyId, opts.memberId, id, controls],
    );
  }
  return new Map(deviceIds.map((id, i) => [DEMO_DEVICES[i]![1], id]));
}

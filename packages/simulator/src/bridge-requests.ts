// `B/bridge/request/<name>` handlers in a lookup table, answered on `B/bridge/response/<name>` with
// zigbee2mqtt's envelope and the echoed `transaction` (lib/extension/bridge.ts; texts from
// test/extensions/bridge.test.ts; GATEWAY-PROTOCOL.md §2).
import type { Bridge } from './bridge';
import { finishInterview } from './pairing';

type Message = Record<string, unknown>;
type Handler = (bridge: Bridge, msg: Message, raw: unknown) => Promise<Message> | Message;

class RequestError extends Error {}
const fail = (message: string): never => {
  throw new RequestError(message);
};

function deviceOf(bridge: Bridge, id: unknown) {
  const device = typeof id === 'string' ? bridge.find(id) : undefined;
  return device ?? fail(`Device '${String(id)}' does not exist`);
}

/** zigbee2mqtt's validateFriendlyName (lib/util/utils.ts). */
function validateFriendlyName(name: string): void {
  if (name.length === 0) fail('friendly_name must be at least 1 char long');
  if (name.endsWith('/') || name.startsWith('/')) fail('friendly_name is not allowed to end or start with /');
  if (/\/\d+$/.test(name)) fail(`Friendly name cannot end with a "/DIGIT" ('${name}')`);
  if (name.includes('#') || name.includes('+'))
    fail(`MQTT wildcard (+ and #) not allowed in friendly_name ('${name}')`);
}

const HANDLERS: Record<string, Handler> = {
  permit_join: (bridge, msg, raw) => {
    const value = typeof raw === 'object' && raw !== null ? msg.time : raw;
    const time =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d+$/.test(value)
          ? Number(value)
          : NaN;
    if (!Number.isInteger(time) || time < 0) fail('Invalid payload');
    if (time > 254) fail('Cannot permit join for more than 254 seconds.');
    if (msg.device !== undefined) deviceOf(bridge, msg.device);
    bridge.setPermitJoin(time);
    setImmediate(() => bridge.pairPending());
    return msg.device !== undefined ? { time, device: msg.device } : { time };
  },

  health_check: () => ({ healthy: true }),

  restart: (bridge) => {
    // Like a process restart: offline, the permit-join window gone, then online with every retained topic.
    setImmediate(() => {
      bridge.publish(bridge.t.bridgeState, { state: 'offline' }, { retain: true, qos: 1 });
      bridge.setPermitJoin(0);
      bridge.later(Math.min(1000, bridge.timing.interviewStepMs), () => bridge.publishAll());
    });
    return {};
  },

  'device/remove': (bridge, msg) => {
    const device = deviceOf(bridge, msg.id);
    const force = msg.force === true;
    const block = msg.block === true;
    if (device.failRemoveUnlessForced && !force) {
      fail(
        `Failed to remove device '${device.friendlyName}' (Error: Leave request for '${device.ieee}' failed: Timeout - ${device.networkAddress} - 0 - 52 - 34 after 10000ms)`,
      );
    }
    bridge.removeDevice(device);
    bridge.publish(bridge.t.device(device.friendlyName), '', { retain: true, qos: 0 });
    bridge.publishDevices();
    return { id: msg.id, block, force };
  },

  'device/rename': (bridge, msg) => {
    const to = typeof msg.to === 'string' ? msg.to : fail('Invalid payload');
    let device;
    if (msg.last === true) {
      device = [...bridge.devices.values()].at(-1) ?? fail('No device has joined since start');
    } else device = deviceOf(bridge, msg.from);
    validateFriendlyName(to);
    const other = bridge.find(to);
    if (other && other !== device) fail(`friendly_name '${to}' is already in use`);
    const from = device.friendlyName;
    bridge.publish(bridge.t.device(from), '', { retain: true, qos: 0 });
    bridge.publish(bridge.t.availability(from), '', { retain: true, qos: 1 });
    device.friendlyName = to;
    bridge.publishDevices();
    if (device.interviewed) {
      bridge.publishAvailability(device);
      bridge.publishState(device);
    }
    return { from, to, homeassistant_rename: msg.homeassistant_rename === true };
  },

  'device/options': (bridge, msg) => {
    const device = deviceOf(bridge, msg.id);
    const options =
      typeof msg.options === 'object' && msg.options !== null
        ? (msg.options as Message)
        : fail('Invalid payload');
    const from = { ...device.options };
    for (const [k, v] of Object.entries(options)) {
      if (v === null) delete device.options[k];
      else device.options[k] = v;
    }
    return { from, to: { ...device.options }, id: msg.id, restart_required: false };
  },

  'device/interview': async (bridge, msg) => {
    const device = deviceOf(bridge, msg.id);
    const data = { friendly_name: device.friendlyName, ieee_address: device.ieee };
    device.interviewState = 'IN_PROGRESS';
    bridge.publishEvent({ type: 'device_interview', data: { ...data, status: 'started' } });
    await new Promise<void>((resolve) => bridge.later(bridge.timing.interviewStepMs, resolve));
    finishInterview(bridge, device, true);
    return { id: msg.id };
  },

  'device/configure': (bridge, msg) => {
    deviceOf(bridge, msg.id);
    return { id: msg.id };
  },

  'device/bind': () => fail('Nothing to bind'),
  'device/unbind': () => fail('Nothing to unbind'),

  'group/add': (bridge, msg) => {
    const name = typeof msg.friendly_name === 'string' ? msg.friendly_name : fail('Invalid payload');
    validateFriendlyName(name);
    if (bridge.findGroup(name) || bridge.find(name)) fail(`friendly_name '${name}' is already in use`);
    const id = typeof msg.id === 'number' ? msg.id : Math.max(0, ...bridge.groups.map((g) => g.id)) + 1;
    if (bridge.groups.some((g) => g.id === id)) fail(`Group with ID '${id}' already exists`);
    bridge.groups.push({ id, friendly_name: name, scenes: [], members: [] });
    bridge.publishGroups();
    return { friendly_name: name, id };
  },

  'group/remove': (bridge, msg) => {
    const group = bridge.findGroup(String(msg.id)) ?? fail(`Group '${String(msg.id)}' does not exist`);
    bridge.groups.splice(bridge.groups.indexOf(group), 1);
    bridge.publish(bridge.t.device(group.friendly_name), '', { retain: true, qos: 0 });
    bridge.publishGroups();
    return { id: msg.id, force: msg.force === true };
  },

  'group/members/add': (bridge, msg) => members(bridge, msg, 'add'),
  'group/members/remove': (bridge, msg) => members(bridge, msg, 'remove'),
};

function members(bridge: Bridge, msg: Message, op: 'add' | 'remove'): Message {
  const group = bridge.findGroup(String(msg.group)) ?? fail(`Group '${String(msg.group)}' does not exist`);
  const device = deviceOf(bridge, msg.device);
  const endpoint =
    typeof msg.endpoint === 'number' ? msg.endpoint : Number(Object.keys(device.model.endpoints)[0]);
  group.members = group.members.filter((m) => !(m.ieee_address === device.ieee && m.endpoint === endpoint));
  if (op === 'add') group.members.push({ ieee_address: device.ieee, endpoint });
  bridge.publishGroups();
  return { group: msg.group, device: msg.device, endpoint };
}

/** Answers one request; unknown requests get an error answer rather than silence. */
export async function handleRequest(bridge: Bridge, name: string, text: string): Promise<void> {
  let raw: unknown;
  try {
    raw = text === '' ? {} : JSON.parse(text);
  } catch {
    raw = text;
  }
  const msg = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Message) : {};
  const transaction = msg.transaction;
  const withTransaction = (r: Message) => (transaction !== undefined ? { ...r, transaction } : r);
  const handler = HANDLERS[name];
  let response: Message;
  try {
    if (!handler) fail(`Request '${name}' is not supported`);
    const data = await (handler as Handler)(bridge, msg, raw);
    response = withTransaction({ data, status: 'ok' });
  } catch (err) {
    const message = err instanceof RequestError ? err.message : String(err);
    response = withTransaction({ data: {}, status: 'error', error: message });
  }
  bridge.publish(bridge.t.response(name), response);
}

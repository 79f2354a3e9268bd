// Starts the gateway side of the server: the embedded broker (or none, with MQTT_URL), the bridge, the
// add-device flow and device control; the demo's simulated gateways join when the demo is on.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../app';
import type { Db } from '../db/db';
import type { EventBus } from '../live/event-bus';
import { startEmbeddedBroker, type EmbeddedBroker } from '../mqtt/broker';
import { RetainedStore } from '../mqtt/retained-store';
import { GatewayBridge } from './bridge';
import { AddDeviceFlow } from '../modules/devices/add-device.flow';
import { DeviceControl } from '../modules/devices/device-control';
import { LOCK_STATES, LockCommands } from '../modules/devices/lock-commands';
import { gatewayHandlers } from '../modules/gateways/gateway-handlers';
import { checkGatewaySecret } from '../modules/gateways/gateway-credentials';
import { SimulatorHost } from '../demo/simulator-host';
import type { DeviceChangeHooks } from '../modules/devices/device-events';
import type { PushSender } from '../modules/notifications/push-sender';

export type DeviceStateListener = (gatewayId: string, ieee: string, state: Record<string, unknown>) => void;

export interface GatewayRuntime {
  bridge: GatewayBridge;
  addFlow: AddDeviceFlow;
  control: DeviceControl;
  locks: LockCommands;
  /** Listens to every device state report (after it was stored); answers the unsubscribe. */
  onDeviceState(listener: DeviceStateListener): () => void;
  /** The broker address the server's own clients (and in-process simulators) use. */
  internalMqttUrl: string;
  /** The broker address gateways are given in their configuration. */
  gatewayMqttUrl: string;
  /** The demo's simulated gateways (demo only). */
  simulators?: SimulatorHost;
  /**
   * Ends a gateway's MQTT connections at once (its secret changed, or it is removed) on the embedded
   * broker; an external broker's operator does this in the broker (README 'Cluster mode').
   */
  disconnectGateway(gatewayId: string): Promise<void>;
  /** Clears a removed gateway's retained messages from the embedded broker. */
  forgetGateway(gatewayId: string): Promise<void>;
  close(): Promise<void>;
}

function withoutCredentials(url: string): string {
  const u = new URL(url);
  u.username = '';
  u.password = '';
  return u.toString().replace(/\/$/, '');
}

export async function startGatewayRuntime(
  config: ServerConfig,
  db: Db,
  bus: EventBus,
  log: FastifyBaseLogger,
  push: PushSender,
  hooks?: DeviceChangeHooks,
): Promise<GatewayRuntime> {
  let simulators: SimulatorHost | undefined;
  const stateListeners = new Set<DeviceStateListener>();
  // The handlers reach the add flow and the lock commands only once messages arrive, after they exist.
  const bridge: GatewayBridge = new GatewayBridge(
    gatewayHandlers({
      db,
      bus,
      push,
      addFlow: () => addFlow,
      hooks,
      onSetFailure: (gatewayId, friendlyName) => locks.setFailed(gatewayId, friendlyName),
      onDeviceState: (gatewayId, ieee, state) => {
        for (const listener of stateListeners) listener(gatewayId, ieee, state);
      },
    }),
    log,
  );
  const locks = new LockCommands(bridge);
  // In a cluster the lock's report may reach another instance than the one whose command waits for it:
  // reports of a lock state go round the bus, which reaches every instance (this one too).
  stateListeners.add((gatewayId, ieee, state) => {
    if (typeof state.state === 'string' && LOCK_STATES.includes(state.state))
      bus.publish({ kind: 'lock-reported', gatewayId, ieee, lockState: state.state });
  });
  const stopLockReports = bus.subscribe((event) => {
    if (event.kind === 'lock-reported')
      locks.reported(event.gatewayId, event.ieee, { state: event.lockState });
  });
  const addFlow: AddDeviceFlow = new AddDeviceFlow({
    db,
    bus,
    bridge,
    onPairingStarted: (gatewayId, typeI) => simulators?.pair(gatewayId, typeI),
  });

  let broker: EmbeddedBroker | undefined;
  let internalMqttUrl: string;
  if (config.mqttUrl) {
    await bridge.connect(config.mqttUrl, { kind: 'cluster', group: config.clusterName });
    internalMqttUrl = config.mqttUrl;
  } else {
    const server = {
      username: `hemvakt-server-${randomBytes(4).toString('hex')}`,
      password: randomBytes(24).toString('base64url'),
    };
    broker = await startEmbeddedBroker({
      port: config.mqttPort,
      host: config.mqttHost ?? '127.0.0.1',
      fallbackToFreePort: config.mqttPortIsDefault === true,
      auth: { server, checkGateway: (id, secret) => checkGatewaySecret(db, id, secret) },
      retained: new RetainedStore(db, (error) =>
        log.error({ err: error }, 'storing retained messages failed'),
      ),
      log,
    });
    internalMqttUrl = `mqtt://127.0.0.1:${broker.port}`;
    await bridge.connect(internalMqttUrl, { kind: 'single' }, server);
    log.info({ port: broker.port }, 'embedded MQTT broker listening');
  }
  const gatewayMqttUrl =
    config.mqttPublicUrl ??
    (config.mqttUrl
      ? withoutCredentials(config.mqttUrl)
      : `mqtt://${new URL(config.publicUrl).hostname}:${broker!.port}`);

  if (config.demo) simulators = new SimulatorHost(db, internalMqttUrl, config.jwtSecret, log);
  const control = new DeviceControl({ db, bus, bridge });

  return {
    bridge,
    addFlow,
    control,
    locks,
    onDeviceState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    internalMqttUrl,
    gatewayMqttUrl,
    simulators,
    disconnectGateway: async (gatewayId) => broker?.disconnectGateway(gatewayId),
    forgetGateway: async (gatewayId) => broker?.clearGatewayTopics(gatewayId),
    async close() {
      addFlow.close();
      control.close();
      stopLockReports();
      locks.close();
      await simulators?.close();
      await bridge.close();
      await broker?.close();
    },
  };
}

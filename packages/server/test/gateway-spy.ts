// Watches what the server sends to a simulated gateway (its `/set` commands and bridge requests), seen by
// a client subscribed to the gateway's topics the way zigbee2mqtt is, so tests can assert exact payloads.
import mqtt from 'mqtt';
import { expect } from 'vitest';
import { gatewayBaseTopic } from '@hemvakt/contract/gateway';
import type { TestApp } from './test-app';
import { waitFor } from './simulated-home';

export interface Published {
  topic: string;
  payload: Record<string, unknown>;
}

export interface GatewaySpy {
  /** Everything seen since the last `published`/`clear`, transactions left out. */
  seen: Published[];
  clear(): void;
  /** Makes the call, then answers the `count` messages published because of it. */
  published(send: () => Promise<{ status: number }>, count?: number): Promise<Published[]>;
  close(): Promise<void>;
}

export async function spyOnGateway(t: TestApp, gatewayId: string): Promise<GatewaySpy> {
  const base = gatewayBaseTopic(gatewayId);
  const client = await mqtt.connectAsync(t.app.hemvakt.devices.internalMqttUrl, {
    protocolVersion: 4,
    username: gatewayId,
    password: t.app.hemvakt.devices.simulators!.secretOf(gatewayId),
    clientId: `spy-${gatewayId}-${Math.random().toString(16).slice(2, 8)}`,
  });
  await client.subscribeAsync([`${base}/+/set`, `${base}/bridge/request/#`]);
  const seen: Published[] = [];
  client.on('message', (topic, payload) => {
    const body = JSON.parse(String(payload)) as Record<string, unknown>;
    delete body.transaction;
    seen.push({ topic: topic.slice(base.length + 1), payload: body });
  });
  return {
    seen,
    clear: () => void seen.splice(0),
    async published(send, count = 1) {
      seen.splice(0);
      const res = await send();
      expect(res.status).toBe(200);
      await waitFor(() => seen.length >= count, 3000, `${count} published commands`);
      return [...seen];
    },
    close: () => client.endAsync(),
  };
}

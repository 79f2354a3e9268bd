import { describe, expect, it } from 'vitest';
import { shouldHandle, subscriptionsFor } from './subscriptions';

const cluster = { kind: 'cluster', group: 'hv' } as const;
const [SHARED, PLAIN] = [1, 2];
const rest = (topic: string) => topic.split('/');

describe('gateway subscriptions', () => {
  it('takes everything through one plain subscription on the embedded broker', () => {
    expect(subscriptionsFor({ kind: 'single' })).toEqual([{ topic: 'hemvakt/+/#' }]);
    expect(shouldHandle({ kind: 'single' }, rest('bridge/state'), undefined)).toBe(true);
  });

  it('shares device traffic in a cluster and subscribes plainly to what each instance needs', () => {
    expect(subscriptionsFor(cluster).map((s) => [s.topic, s.subscriptionIdentifier])).toEqual([
      ['$share/hv/hemvakt/+/#', SHARED],
      ['hemvakt/+/bridge/state', PLAIN],
      ['hemvakt/+/bridge/info', PLAIN],
      ['hemvakt/+/bridge/devices', PLAIN],
      ['hemvakt/+/bridge/groups', PLAIN],
      ['hemvakt/+/bridge/logging', PLAIN],
      ['hemvakt/+/bridge/response/#', PLAIN],
      ['hemvakt/+/+/availability', PLAIN],
    ]);
  });

  it("keeps a plain topic's plain copy and drops its shared duplicate", () => {
    for (const topic of [
      'bridge/state',
      'bridge/devices',
      'bridge/response/permit_join',
      'door/availability',
    ]) {
      expect(shouldHandle(cluster, rest(topic), PLAIN)).toBe(true);
      expect(shouldHandle(cluster, rest(topic), SHARED)).toBe(false);
      expect(shouldHandle(cluster, rest(topic), [SHARED, PLAIN])).toBe(true);
    }
  });

  it('keeps the shared copy of device state, events and what no plain subscription matches', () => {
    for (const topic of ['0x00158d0001a2b3c4', 'bridge/event', 'hall/lamp', 'hall/lamp/availability']) {
      expect(shouldHandle(cluster, rest(topic), SHARED)).toBe(true);
    }
    expect(shouldHandle(cluster, rest('bridge/event'), undefined)).toBe(false);
  });
});

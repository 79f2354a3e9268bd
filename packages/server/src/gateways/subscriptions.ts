// Which gateway topics the bridge subscribes to, and which deliveries it handles (GATEWAY-PROTOCOL.md §8
// item 8). With the embedded broker (one instance, MQTT 3.1.1) one plain `hemvakt/+/#` takes everything.
// In a cluster (MQTT 5) the instances share device traffic through `$share/<cluster>/hemvakt/+/#`, and each
// also holds plain subscriptions to the bridge topics it needs itself: retained ones every instance must
// see at start (state, info, devices, groups, availability), responses to its own requests, and the log
// that reports failures of its own commands. Those topics match the shared subscription too, and Mosquitto
// delivers a copy per matching subscription, so the subscription identifier tells which copy to keep.
import { gatewayBaseTopic } from '@hemvakt/contract/gateway';

export const GATEWAY_ROOT = 'hemvakt';
const ALL = `${gatewayBaseTopic('+')}/#`;

const SHARED_ID = 1;
const PLAIN_ID = 2;

/** `bridge/<name>` topics that every instance subscribes to plainly in a cluster. */
const PLAIN_BRIDGE = ['state', 'info', 'devices', 'groups', 'logging'];
/** Topics under a gateway's base that every instance subscribes to plainly in a cluster. */
const PLAIN_SUFFIXES = [...PLAIN_BRIDGE.map((n) => `bridge/${n}`), 'bridge/response/#', '+/availability'];

export interface Subscription {
  topic: string;
  subscriptionIdentifier?: number;
}

export type SubscriptionMode = { kind: 'single' } | { kind: 'cluster'; group: string };

export function subscriptionsFor(mode: SubscriptionMode): Subscription[] {
  if (mode.kind === 'single') return [{ topic: ALL }];
  return [
    { topic: `$share/${mode.group}/${ALL}`, subscriptionIdentifier: SHARED_ID },
    ...PLAIN_SUFFIXES.map((suffix) => ({
      topic: `${gatewayBaseTopic('+')}/${suffix}`,
      subscriptionIdentifier: PLAIN_ID,
    })),
  ];
}

/** Whether `rest` (the topic below the gateway's base) is one of the plain subscriptions' topics. */
function isPlainTopic(rest: string[]): boolean {
  if (rest[0] === 'bridge')
    return rest[1] === 'response' || (rest.length === 2 && PLAIN_BRIDGE.includes(rest[1]!));
  return rest.length === 2 && rest[1] === 'availability';
}

/**
 * Whether to handle this delivery: in a cluster a plain topic only through its plain subscription (its copy
 * through the shared one is a duplicate), any other topic through the shared one.
 */
export function shouldHandle(
  mode: SubscriptionMode,
  rest: string[],
  identifiers: number | number[] | undefined,
): boolean {
  if (mode.kind === 'single') return true;
  const ids = identifiers === undefined ? [] : ([] as number[]).concat(identifiers);
  return isPlainTopic(rest) ? ids.includes(PLAIN_ID) : ids.includes(SHARED_ID);
}

// Lock and unlock through the bridge (GATEWAY-PROTOCOL.md §4.2): not optimistic. A command is sent at
// most once and never after it expired (30 s from when it was asked for); it succeeds when the lock
// reports the new state, and fails on a `/set` error in the gateway's log or after 10 s.
import { LOCK_COMMAND_TTL_MS, LOCK_CONFIRM_TIMEOUT_MS } from '@hemvakt/contract/locks';
import type { GatewayBridge } from '../../gateways/bridge';
import { AppError } from '../../lib/errors';
import type { DeviceRow } from './devices.repo';

export type LockTarget = 'lock' | 'unlock';

interface Waiter {
  target: LockTarget;
  settle(confirmed: boolean): void;
}

const STATE_OF: Record<LockTarget, string> = { lock: 'LOCK', unlock: 'UNLOCK' };
/** The `state` values of a lock's report (zigbee2mqtt's lock expose). */
export const LOCK_STATES = Object.values(STATE_OF);

const failed = (status = 504) => new AppError('LOCK_COMMAND_FAILED', status);

export class LockCommands {
  /** Per `gatewayId|ieee`: the commands waiting for the lock's report. */
  private readonly waiting = new Map<string, Set<Waiter>>();

  constructor(
    private readonly bridge: GatewayBridge,
    private readonly confirmTimeoutMs = LOCK_CONFIRM_TIMEOUT_MS,
  ) {}

  /**
   * Sends LOCK / UNLOCK and resolves once the lock reports it. `askedAt`: when the command was asked
   * for; past its time to live it is not sent at all.
   */
  async send(device: DeviceRow, target: LockTarget, askedAt: Date = new Date()): Promise<void> {
    if (!device.ieee || !device.gateway_id || !device.active) throw failed(503);
    if (Date.now() - askedAt.getTime() > LOCK_COMMAND_TTL_MS) throw failed();
    const key = `${device.gateway_id}|${device.ieee}`;
    const confirmed = new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        target,
        settle: (ok) => {
          clearTimeout(timer);
          this.waiting.get(key)?.delete(waiter);
          resolve(ok);
        },
      };
      const timer = setTimeout(() => waiter.settle(false), this.confirmTimeoutMs);
      if (!this.waiting.has(key)) this.waiting.set(key, new Set());
      this.waiting.get(key)!.add(waiter);
    });
    try {
      await this.bridge.sendOnce(device.gateway_id, device.ieee, { state: STATE_OF[target] });
    } catch {
      this.settleAll(key, () => false);
      throw failed(503);
    }
    if (!(await confirmed)) throw failed();
  }

  /** A state report of a device: commands whose state it shows are confirmed. */
  reported(gatewayId: string, ieee: string, state: Record<string, unknown>): void {
    this.settleAll(`${gatewayId}|${ieee}`, (waiter) =>
      state.state === STATE_OF[waiter.target] ? true : null,
    );
  }

  /** zigbee2mqtt logged that a `/set` to this device failed: its waiting commands fail. */
  setFailed(gatewayId: string, friendlyName: string): void {
    const ieee = this.bridge.ieeeOf(gatewayId, friendlyName);
    if (ieee) this.settleAll(`${gatewayId}|${ieee}`, () => false);
  }

  close(): void {
    for (const key of this.waiting.keys()) this.settleAll(key, () => false);
  }

  private settleAll(key: string, outcome: (waiter: Waiter) => boolean | null): void {
    for (const waiter of [...(this.waiting.get(key) ?? [])]) {
      const ok = outcome(waiter);
      if (ok !== null) waiter.settle(ok);
    }
  }
}

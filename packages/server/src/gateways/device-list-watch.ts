// zigbee2mqtt publishes bridge/devices once at its start and never again on a reconnect, so a broker that
// lost its retained messages leaves the server without any gateway's device list (GATEWAY-PROTOCOL.md §8
// item 2). A gateway seen online without its list for 5 s is asked to restart, which republishes it.
export const DEVICE_LIST_GRACE_MS = 5_000;

export class DeviceListWatch {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly listed = new Set<string>();

  constructor(
    private readonly restart: (gatewayId: string) => void,
    private readonly graceMs = DEVICE_LIST_GRACE_MS,
  ) {}

  state(gatewayId: string, online: boolean): void {
    if (!online) return this.cancel(gatewayId);
    if (this.listed.has(gatewayId) || this.timers.has(gatewayId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(gatewayId);
      if (!this.listed.has(gatewayId)) this.restart(gatewayId);
    }, this.graceMs);
    this.timers.set(gatewayId, timer.unref());
  }

  devices(gatewayId: string): void {
    this.listed.add(gatewayId);
    this.cancel(gatewayId);
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private cancel(gatewayId: string): void {
    clearTimeout(this.timers.get(gatewayId));
    this.timers.delete(gatewayId);
  }
}

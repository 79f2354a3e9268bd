// Keeps the embedded broker's retained messages in the database (GATEWAY-PROTOCOL.md §8 item 2): aedes holds
// them in memory, and zigbee2mqtt does not publish bridge/devices, bridge/info or availability again when it
// reconnects after a server restart. Writes are behind the broker and coalesced per topic, one batch at a
// time, so a burst of retained publishes costs one transaction; closing the broker flushes the rest.
import type { Db } from '../db/db';
import { GATEWAY_ROOT } from '../gateways/subscriptions';

export interface RetainedPacket {
  topic: string;
  payload: Buffer;
  qos: 0 | 1 | 2;
}

export class RetainedStore {
  /** topic → the newest retained message, or null once it was cleared. */
  private dirty = new Map<string, RetainedPacket | null>();
  private flushing: Promise<void> = Promise.resolve();
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  async load(): Promise<RetainedPacket[]> {
    const rows = await this.db.query<{ topic: string; payload: Uint8Array; qos: number }>(
      'SELECT topic, payload, qos FROM mqtt_retained ORDER BY topic',
    );
    return rows.map((r) => ({ topic: r.topic, payload: Buffer.from(r.payload), qos: r.qos as 0 | 1 | 2 }));
  }

  /** A retained publish the broker just stored; an empty payload clears the topic. */
  record(packet: RetainedPacket): void {
    if (!packet.topic.startsWith(`${GATEWAY_ROOT}/`)) return; // only gateways' topics; never $SYS
    this.dirty.set(packet.topic, packet.payload.length ? packet : null);
    if (this.scheduled) return;
    this.scheduled = true;
    this.flushing = this.flushing.then(() => this.write());
  }

  /** Resolves once everything recorded so far is written. */
  async flush(): Promise<void> {
    do await this.flushing;
    while (this.scheduled);
  }

  private async write(): Promise<void> {
    this.scheduled = false;
    const batch = this.dirty;
    this.dirty = new Map();
    try {
      await this.db.transaction(async (tx) => {
        for (const [topic, packet] of batch) {
          if (!packet) await tx.query('DELETE FROM mqtt_retained WHERE topic = $1', [topic]);
          else
            await tx.query(
              `INSERT INTO mqtt_retained (topic, payload, qos) VALUES ($1, $2, $3)
               ON CONFLICT (topic) DO UPDATE SET payload = EXCLUDED.payload, qos = EXCLUDED.qos,
                 updated_at = now()`,
              [topic, packet.payload, packet.qos],
            );
        }
      });
    } catch (error) {
      this.onError(error);
    }
  }
}

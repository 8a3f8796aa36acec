/**
 * The pending events of one flush, in createdAt order. The ids are read once at the start; records are read in
 * chunks as the lanes need them, and re-checked then (one dropped or settled meanwhile is skipped). Every
 * decision is taken synchronously after the last await, so concurrent lanes never take the same record.
 */
import type { MemberDb, OutboxRecord } from '../db';
import { OUTBOX_READ_CHUNK } from './constants';

export class PendingQueue {
  private buffer: OutboxRecord[] = [];
  private nextKey = 0;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: MemberDb,
    private readonly keys: readonly string[],
    private readonly chunk = OUTBOX_READ_CHUNK,
  ) {}

  private get drained(): boolean {
    return this.buffer.length === 0 && this.nextKey >= this.keys.length && this.loading === undefined;
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        while (this.buffer.length === 0 && this.nextKey < this.keys.length) {
          const ids = this.keys.slice(this.nextKey, this.nextKey + this.chunk);
          this.nextKey += ids.length;
          const records = await this.db.outbox.bulkGet(ids);
          for (const record of records) if (record?.state === 'pending') this.buffer.push(record);
        }
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  /** The next record, or undefined when the flush has taken them all. */
  async next(): Promise<OutboxRecord | undefined> {
    for (;;) {
      const record = this.buffer.shift();
      if (record) return record;
      if (this.drained) return undefined;
      await this.load();
    }
  }

  /** Takes records, in order, while `accept` says yes; stops at the first it refuses (which stays queued). */
  async takeWhile(accept: (record: OutboxRecord) => boolean): Promise<OutboxRecord[]> {
    const taken: OutboxRecord[] = [];
    for (;;) {
      const head = this.buffer[0];
      if (head) {
        if (!accept(head)) return taken;
        this.buffer.shift();
        taken.push(head);
        continue;
      }
      if (this.drained) return taken;
      await this.load();
    }
  }
}

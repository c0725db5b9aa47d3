import type { TicketRecord } from './types';

type Field = string | symbol;

/** Field writes the table remembers for readers catching up; past this the older half is forgotten. */
export const WRITE_LOG_LIMIT = 4096;

/**
 * The store's tickets: a Map that counts every write to them, so the search can keep an answer while
 * nothing it read has changed (test/sandbox/ticket/sorting.ts). `get`, `values` and the other reads hand
 * out each ticket as a handle whose field assignments (direct, Object.assign, defineProperty, delete)
 * are counted here; `set`, `delete` and `clear` count too. No writer calls anything to be counted.
 * A record is counted from the moment it is set: write to it through the table's handle afterwards,
 * never through the object that was set. Setting a ticket number again copies the new values into the
 * ticket's record (each changed field counted), so handles given out before see them.
 */
export class TicketTable extends Map<number, TicketRecord> {
  /** Every write so far: a ticket added, replaced or removed, or a field of one changed. */
  private writeCount = 0;
  private readonly lastWriteOfField = new Map<Field, number>();
  private readonly records = new Map<number, TicketRecord>();
  private list: TicketRecord[] = [];
  /** Each record's index in `list`, its slot. */
  private readonly slots = new Map<TicketRecord, number>();
  /** The latest field writes, oldest first: the write count, the ticket's slot, the field. */
  private log: { at: number[]; slot: number[]; field: Field[] } = { at: [], slot: [], field: [] };
  /** Writes up to this count are no longer in the log. */
  private forgottenUpTo = 0;
  private readonly handler: ProxyHandler<TicketRecord> = {
    set: (record, field, value) => {
      if (Object.hasOwn(record, field) && Object.is(Reflect.get(record, field), value)) return true;
      this.wrote(record, field);
      return Reflect.set(record, field, value);
    },
    defineProperty: (record, field, descriptor) => {
      this.wrote(record, field);
      return Reflect.defineProperty(record, field, descriptor);
    },
    deleteProperty: (record, field) => {
      this.wrote(record, field);
      return Reflect.deleteProperty(record, field);
    },
  };

  /** Increases with every write; equal counts mean nothing about the tickets changed in between. */
  get writes(): number {
    return this.writeCount;
  }

  /** Whether any of these fields of any ticket was written after the write count `since`. */
  writtenSince(fields: readonly (keyof TicketRecord)[], since: number): boolean {
    return fields.some((field) => (this.lastWriteOfField.get(field) ?? 0) > since);
  }

  /**
   * The slots (indexes in `readOnlyList`) of the tickets with a field written after the write count
   * `since`, of one of `fields` when given; null when the log no longer reaches back that far (a reader
   * that far behind starts over). Tickets added since are not listed: they are the slots past the
   * length the reader saw.
   */
  slotsWrittenSince(since: number, fields?: readonly (keyof TicketRecord)[]): Set<number> | null {
    if (since < this.forgottenUpTo) return null;
    const { at, slot, field } = this.log;
    const written = new Set<number>();
    for (let i = at.length - 1; i >= 0 && at[i]! > since; i--) {
      if (!fields || fields.includes(field[i] as keyof TicketRecord)) written.add(slot[i]!);
    }
    return written;
  }

  /**
   * The records themselves, in the table's order, for a pass over all of them that only reads: they
   * skip the handle's indirection (a handle's field read costs several times a plain one). A ticket
   * added is appended to this list; a removal makes a new list, so positions in the old one never
   * shift under a reader.
   */
  readOnlyList(): readonly Readonly<TicketRecord>[] {
    return this.list;
  }

  override set(ticketId: number, ticket: TicketRecord): this {
    const record = this.records.get(ticketId);
    if (record) {
      this.copy(ticket, record);
      return this;
    }
    this.records.set(ticketId, ticket);
    this.slots.set(ticket, this.list.length);
    this.list.push(ticket);
    this.writeCount++;
    return super.set(ticketId, new Proxy(ticket, this.handler));
  }

  override delete(ticketId: number): boolean {
    if (!super.delete(ticketId)) return false;
    this.records.delete(ticketId);
    this.writeCount++;
    this.renumber([...this.records.values()]);
    return true;
  }

  override clear(): void {
    super.clear();
    this.records.clear();
    this.writeCount++;
    this.renumber([]);
  }

  /** A new list (a removal): every slot may have moved, so what the log says of slots is forgotten. */
  private renumber(list: TicketRecord[]) {
    this.list = list;
    this.slots.clear();
    list.forEach((record, slot) => this.slots.set(record, slot));
    this.log = { at: [], slot: [], field: [] };
    this.forgottenUpTo = this.writeCount;
  }

  /** The values of `from` into the record (its handles go on seeing it), each changed field counted. */
  private copy(from: TicketRecord, record: TicketRecord) {
    const source = from as unknown as Record<Field, unknown>;
    const target = record as unknown as Record<Field, unknown>;
    for (const field of new Set([...Object.keys(record), ...Object.keys(from)])) {
      if (!Object.hasOwn(from, field)) {
        this.wrote(record, field);
        delete target[field];
      } else if (!Object.hasOwn(record, field) || !Object.is(target[field], source[field])) {
        this.wrote(record, field);
        target[field] = source[field];
      }
    }
  }

  private wrote(record: TicketRecord, field: Field) {
    this.lastWriteOfField.set(field, ++this.writeCount);
    const { at, slot, field: fields } = this.log;
    at.push(this.writeCount);
    slot.push(this.slots.get(record)!);
    fields.push(field);
    if (at.length > WRITE_LOG_LIMIT) {
      const drop = at.length >> 1;
      this.forgottenUpTo = at[drop - 1]!;
      at.splice(0, drop);
      slot.splice(0, drop);
      fields.splice(0, drop);
    }
  }
}

import type { z } from 'zod';
import { isTransientFailure, toApiFailure } from '../failure/api-failure';
import type { StorageAdapter } from '../session/session';

/**
 * What a learner did that the server must learn of, kept on this device while it cannot be sent (no
 * connection, the server busy) and sent when it can: the one path of watch positions (issue 22) and PDF
 * openings made offline (issue 39). One storage key per learner and kind, so a shared device never sends
 * one learner's work as another's; one item per slot (the newest wins); at most `limit`, the oldest go first;
 * whatever cannot be read back is dropped.
 */
export interface DeviceOutbox<T> {
  /** The items waiting, oldest first. */
  read(storage: StorageAdapter, key: string): T[];
  /** Keeps an item that could not be sent, in place of any waiting one of its slot. */
  keep(storage: StorageAdapter, key: string, item: T): void;
  /** Lets go of the waiting item of a slot (the server has it, or refused it for good). */
  forget(storage: StorageAdapter, key: string, item: T): void;
}

export function deviceOutbox<T>({
  schema,
  slot,
  limit,
}: {
  /** What a kept item must be to be sent (a kept one from an older release may not be). */
  schema: z.ZodType<T>;
  /** The slot of an item: a newer item of the same slot replaces the waiting one. */
  slot: (item: T) => string;
  limit: number;
}): DeviceOutbox<T> {
  function read(storage: StorageAdapter, key: string): T[] {
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return []; // storage switched off (a private window): nothing was kept
    }
    if (raw === null) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return [];
      return parsed.flatMap((item) => {
        const checked = schema.safeParse(item);
        return checked.success ? [checked.data] : [];
      });
    } catch {
      return [];
    }
  }

  function write(storage: StorageAdapter, key: string, items: T[]): void {
    try {
      if (items.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(items.slice(-limit)));
    } catch {
      // full or switched off: the server keeps what it last received
    }
  }

  return {
    read,
    keep(storage, key, item) {
      const others = read(storage, key).filter((kept) => slot(kept) !== slot(item));
      write(storage, key, [...others, item]);
    },
    forget(storage, key, item) {
      const kept = read(storage, key);
      const rest = kept.filter((waiting) => slot(waiting) !== slot(item));
      if (rest.length !== kept.length) write(storage, key, rest);
    },
  };
}

/** What became of an item: sent (the server's answer), kept on the device to send later, or refused for good. */
export type OutboxSent<A> = { status: 'sent'; answer: A } | { status: 'kept' } | { status: 'refused' };

/**
 * Sends an item. Answered: any waiting copy of its slot is let go. No answer, or the server busy (a
 * transient failure): it waits on the device. Refused (a 4xx: the enrollment ended, say): it is dropped,
 * since sending it again cannot help.
 */
export async function sendOrKeep<T, A>(
  outbox: DeviceOutbox<T>,
  place: { storage: StorageAdapter; key: string } | null,
  item: T,
  send: (item: T) => Promise<A>,
): Promise<OutboxSent<A>> {
  try {
    const answer = await send(item);
    if (place) outbox.forget(place.storage, place.key, item);
    return { status: 'sent', answer };
  } catch (error) {
    if (isTransientFailure(toApiFailure(error))) {
      if (place) outbox.keep(place.storage, place.key, item);
      return { status: 'kept' };
    }
    if (place) outbox.forget(place.storage, place.key, item);
    return { status: 'refused' };
  }
}

/** Sends every item waiting, oldest first; stops at the first that is kept again (still offline: the rest wait too). */
export async function flushOutbox<T>(
  outbox: DeviceOutbox<T>,
  place: { storage: StorageAdapter; key: string },
  send: (item: T) => Promise<{ status: 'sent' | 'kept' | 'refused' }>,
): Promise<void> {
  for (const item of outbox.read(place.storage, place.key)) {
    const result = await send(item);
    if (result.status === 'kept') return;
  }
}

import type { Tilawat, V3Schemas } from '@tilawat/sdk';
import { z } from 'zod';
import { buildBody } from '../payload/build-body';
import type { StorageAdapter } from '../session/session';
import { deviceOutbox, flushOutbox, type OutboxSent, sendOrKeep } from './device-outbox';

/** A lesson's PDF opened from the device (`POST /recording/notes-opened`, issue 39). */
export type NotesOpened = V3Schemas['NotesOpenedPayload'];

/** The report of an opening: the lesson, its batch, the PDF's key and the moment (`at`, now unless said). */
export function notesOpenedReport(input: {
  recording: number;
  batch: number;
  key: string;
  at?: Date;
}): NotesOpened {
  return buildBody('notesOpened', {
    recording: input.recording,
    batch: input.batch,
    key: input.key,
    opened_at: (input.at ?? new Date()).toISOString(),
  });
}

/** Where this device keeps the openings it could not send, one key per learner (as the progress outbox). */
export function notesOutboxKey(userId: string): string {
  return `tilawat.notes-opened.${userId}`;
}

const id = z.number().int().positive();
const openedSchema = z.object({
  recording: id,
  batch: id,
  key: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(100),
  opened_at: z.iso.datetime({ offset: true }).optional(),
});

/** One waiting opening per PDF of a lesson in a batch (the server keeps only the first anyway). */
const notesOutbox = deviceOutbox<NotesOpened>({
  schema: openedSchema as unknown as z.ZodType<NotesOpened>,
  slot: (item) => `${item.batch}:${item.recording}:${item.key}`,
  limit: 100,
});

/** The openings waiting on this device, oldest first. */
export function readUnsentNotesOpened(storage: StorageAdapter, key: string): NotesOpened[] {
  return notesOutbox.read(storage, key);
}

/** Sends an opening; offline or the server busy, it waits on the device (domain's device outbox). */
export function sendNotesOpened(
  api: Tilawat,
  outbox: { storage: StorageAdapter; key: string } | null,
  report: NotesOpened,
): Promise<OutboxSent<unknown>> {
  // 204, no body: a failure rejects with an ApiError (the SDK's), which decides between kept and refused
  return sendOrKeep(notesOutbox, outbox, report, async (body) => {
    await api.v3.POST('/recording/notes-opened', { body });
  });
}

/** Sends every opening waiting on this device (when a learning page opens, or the connection is back). */
export async function flushUnsentNotesOpened(
  api: Tilawat,
  outbox: { storage: StorageAdapter; key: string },
): Promise<void> {
  await flushOutbox(notesOutbox, outbox, (report) => sendNotesOpened(api, outbox, report));
}

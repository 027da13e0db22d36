import type { Tilawat, V3Schemas } from '@tilawat/sdk';
import { unwrap } from '@tilawat/sdk';
import { z } from 'zod';
import { buildBody } from '../payload/build-body';
import type { StorageAdapter } from '../session/session';
import { deviceOutbox, flushOutbox, sendOrKeep } from './device-outbox';

/** A report of where the player is in a recording (`POST /recording/progress`). */
export type ProgressReport = V3Schemas['RecordingProgressPayload'];
export type PlaybackRate = V3Schemas['PlaybackRate'];

/** The speeds the player offers, slowest first (the contract's `PlaybackRate`). */
export const playbackRates = [0.75, 1, 1.25, 1.5] as const satisfies readonly PlaybackRate[];

/** A speed the contract allows, or 1 for anything else (a stored value from an older release, say). */
export function toPlaybackRate(value: unknown): PlaybackRate {
  return (playbackRates as readonly unknown[]).includes(value) ? (value as PlaybackRate) : 1;
}

/**
 * The report of a player's state: the position in whole seconds within the contract's bounds (0 to a
 * day), the batch the learner watches in, the speed when one is known, and the moment the player was
 * there (`at`, now unless said): a report kept on the device while offline keeps it, so that the server
 * never lets a late one move the learner back (issue 39).
 */
export function progressReport(input: {
  recording: number;
  batch: number;
  position: number;
  rate?: PlaybackRate;
  at?: Date;
}): ProgressReport {
  const seconds = Number.isFinite(input.position) ? Math.floor(input.position) : 0;
  return buildBody('recordingProgress', {
    recording: input.recording,
    batch: input.batch,
    position_seconds: Math.max(0, Math.min(86_400, seconds)),
    playback_rate: input.rate,
    reported_at: (input.at ?? new Date()).toISOString(),
  });
}

/**
 * Where this device keeps the reports it could not send (no connection, the server busy): one key per
 * learner, so a shared device never sends one learner's position as another's.
 */
export function progressOutboxKey(userId: string): string {
  return `tilawat.progress.${userId}`;
}

const id = z.number().int().positive();
const reportSchema = z.object({
  recording: id,
  batch: id,
  position_seconds: z.number().int().min(0).max(86_400),
  playback_rate: z
    .number()
    .refine((rate) => (playbackRates as readonly number[]).includes(rate))
    .optional(),
  // kept with the report, so that one sent late still says when it was made (kept before issue 39: none)
  reported_at: z.iso.datetime({ offset: true }).optional(),
});
/** At most this many recordings wait on one device; the oldest go first. */
const OUTBOX_LIMIT = 50;

/** One waiting report per recording of a batch: the latest is where the player is now. */
const progressOutbox = deviceOutbox<ProgressReport>({
  schema: reportSchema as unknown as z.ZodType<ProgressReport>,
  slot: (report) => `${report.batch}:${report.recording}`,
  limit: OUTBOX_LIMIT,
});

/** The reports waiting on this device, oldest first; whatever cannot be read is dropped. */
export function readUnsentProgress(storage: StorageAdapter, key: string): ProgressReport[] {
  return progressOutbox.read(storage, key);
}

/** Keeps a report that could not be sent: the latest per recording wins (it is where the player is now). */
export function keepUnsentProgress(storage: StorageAdapter, key: string, report: ProgressReport): void {
  progressOutbox.keep(storage, key, report);
}

/** What became of a report: sent (the server's answer), kept on the device to send later, or refused for good. */
export type ProgressSent =
  | { status: 'sent'; progress: V3Schemas['RecordingProgress'] }
  | { status: 'kept' }
  | { status: 'refused' };

/**
 * Sends a report (domain's device outbox: answered, any waiting copy of that recording is let go; no
 * answer or the server busy, it waits on the device; refused, it is dropped). `keepalive` lets a report
 * sent as the page closes outlive it.
 */
export async function sendProgress(
  api: Tilawat,
  outbox: { storage: StorageAdapter; key: string } | null,
  report: ProgressReport,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<ProgressSent> {
  const sent = await sendOrKeep(progressOutbox, outbox, report, (body) =>
    unwrap(api.v3.POST('/recording/progress', { body, ...(keepalive ? { keepalive: true } : {}) })),
  );
  return sent.status === 'sent' ? { status: 'sent', progress: sent.answer } : sent;
}

/** Sends every report waiting on this device (when a learning page opens, or the connection is back). */
export async function flushUnsentProgress(
  api: Tilawat,
  outbox: { storage: StorageAdapter; key: string },
): Promise<void> {
  await flushOutbox(progressOutbox, outbox, (report) => sendProgress(api, outbox, report));
}

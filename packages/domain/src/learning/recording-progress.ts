import type { Tilawat, V3Schemas } from '@tilawat/sdk';
import { unwrap } from '@tilawat/sdk';
import { z } from 'zod';
import { isTransientFailure, toApiFailure } from '../failure/api-failure';
import { buildBody } from '../payload/build-body';
import type { StorageAdapter } from '../session/session';

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

const slot = (report: Pick<ProgressReport, 'recording' | 'batch'>) => `${report.batch}:${report.recording}`;

/** The reports waiting on this device, oldest first; whatever cannot be read is dropped. */
export function readUnsentProgress(storage: StorageAdapter, key: string): ProgressReport[] {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return []; // storage switched off (a private window): nothing was kept
  }
  if (raw === null) return [];
  try {
    const parsed = z.array(z.unknown()).safeParse(JSON.parse(raw));
    if (!parsed.success) return [];
    return parsed.data.flatMap((item) => {
      const report = reportSchema.safeParse(item);
      return report.success ? [report.data as ProgressReport] : [];
    });
  } catch {
    return [];
  }
}

function writeUnsent(storage: StorageAdapter, key: string, reports: ProgressReport[]): void {
  try {
    if (reports.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(reports.slice(-OUTBOX_LIMIT)));
  } catch {
    // full or switched off: the server keeps what it last received
  }
}

/** Keeps a report that could not be sent: the latest per recording wins (it is where the player is now). */
export function keepUnsentProgress(storage: StorageAdapter, key: string, report: ProgressReport): void {
  const others = readUnsentProgress(storage, key).filter((kept) => slot(kept) !== slot(report));
  writeUnsent(storage, key, [...others, report]);
}

/** Lets go of a recording's waiting report once the server has one at least as new. */
export function forgetUnsentProgress(
  storage: StorageAdapter,
  key: string,
  report: Pick<ProgressReport, 'recording' | 'batch'>,
): void {
  const kept = readUnsentProgress(storage, key);
  const rest = kept.filter((item) => slot(item) !== slot(report));
  if (rest.length !== kept.length) writeUnsent(storage, key, rest);
}

/** What became of a report: sent (the server's answer), kept on the device to send later, or refused for good. */
export type ProgressSent =
  | { status: 'sent'; progress: V3Schemas['RecordingProgress'] }
  | { status: 'kept' }
  | { status: 'refused' };

/**
 * Sends a report. Answered: any waiting copy of that recording is let go. No answer, or the server busy
 * (a transient failure): the report waits on the device. Refused (a 4xx: the enrollment ended, say): it
 * is dropped, since sending it again cannot help. `keepalive` lets a report sent as the page closes
 * outlive it.
 */
export async function sendProgress(
  api: Tilawat,
  outbox: { storage: StorageAdapter; key: string } | null,
  report: ProgressReport,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<ProgressSent> {
  try {
    const progress = await unwrap(
      api.v3.POST('/recording/progress', { body: report, ...(keepalive ? { keepalive: true } : {}) }),
    );
    if (outbox) forgetUnsentProgress(outbox.storage, outbox.key, report);
    return { status: 'sent', progress };
  } catch (error) {
    if (isTransientFailure(toApiFailure(error))) {
      if (outbox) keepUnsentProgress(outbox.storage, outbox.key, report);
      return { status: 'kept' };
    }
    if (outbox) forgetUnsentProgress(outbox.storage, outbox.key, report);
    return { status: 'refused' };
  }
}

/** Sends every report waiting on this device (when a learning page opens, or the connection is back). */
export async function flushUnsentProgress(
  api: Tilawat,
  outbox: { storage: StorageAdapter; key: string },
): Promise<void> {
  for (const report of readUnsentProgress(outbox.storage, outbox.key)) {
    const result = await sendProgress(api, outbox, report);
    if (result.status === 'kept') return; // still offline: the rest wait too
  }
}

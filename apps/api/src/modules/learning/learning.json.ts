// The contract's JSON of the learning area: Recording, RecordingProgress.
import type { V3Schemas } from '@tilawat/sdk';
import { type MediaSigner, mediaUrl } from '../../infra/media/media';
import type { RecordingRow } from './learning.repository';

/** Writes the contract's Recording; `unlocked` says whether the caller may play it (a free one always plays). */
export type RecordingJson = (row: RecordingRow, batchId: number, unlocked: boolean) => V3Schemas['Recording'];

export function recordingJsonWith({
  mediaSigner,
  publicOrigin,
}: {
  mediaSigner: MediaSigner;
  publicOrigin: string;
}): RecordingJson {
  return (row, batchId, unlocked) => ({
    id: row.id,
    module_id: row.moduleId,
    batch_id: batchId,
    title: row.title,
    position: row.position,
    duration_seconds: row.durationSeconds,
    free: row.free,
    thumbnail: mediaUrl(publicOrigin, row.thumbnail),
    // null when locked, and when the lesson's video is not made yet (an upload on its way: no address)
    playback_url: (unlocked || row.free) && row.videoUrl ? mediaSigner.playbackUrl(row.videoUrl) : null,
    resources: row.resources.map(({ key, title, kind }) => ({ key, title, kind })),
  });
}

/** The contract's RecordingProgress. */
export function recordingProgressJson(progress: {
  recordingId: number;
  position: number;
  watched: number;
  duration: number;
  done: boolean;
}): V3Schemas['RecordingProgress'] {
  return {
    recording: progress.recordingId,
    position_seconds: progress.position,
    watched_seconds: progress.watched,
    duration_seconds: progress.duration,
    done: progress.done,
  };
}

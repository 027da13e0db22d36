import { describe, expect, it } from 'vitest';
import { requestTimeouts, SLOW_LINE_BYTES_PER_SECOND } from './request-timeouts';

const MiB = 1024 * 1024;
// the defaults of env.ts
const defaults = {
  requestSeconds: 30,
  uploadSeconds: 3600,
  caps: { avatar: 2 * MiB, video: 2048 * MiB, pdf: 25 * MiB, correction: MiB, practiceAudio: 2 * MiB },
};

describe('requestTimeouts', () => {
  it('gives an hour only to the lesson video; an upload route its size cap at 64 kbit/s; the rest 30 s', () => {
    const timeouts = requestTimeouts(defaults);
    expect(SLOW_LINE_BYTES_PER_SECOND).toBe(8 * 1024);
    expect(timeouts.defaultMs).toBe(30_000);
    expect(timeouts.longestMs).toBe(3_600_000);
    const { byOperation } = timeouts;
    expect(byOperation.adminUploadLessonVideo).toBe(3_600_000);
    expect(byOperation.adminAddLessonNote).toBe(3_200_000); // 25 MiB: 53 min
    expect(byOperation.v2UploadAvatar).toBe(256_000); // 2 MiB: 4 min 16 s
    expect(byOperation.v3SendPracticeUploadChunk).toBe(256_000);
    expect(byOperation.v3CreatePracticeUpload).toBe(256_000);
    expect(byOperation.adminUploadPracticeCorrection).toBe(128_000);
    // every other route waits the default
    expect(Object.keys(byOperation).sort()).toEqual([
      'adminAddLessonNote',
      'adminUploadLessonVideo',
      'adminUploadPracticeCorrection',
      'v2UploadAvatar',
      'v3CreatePracticeUpload',
      'v3SendPracticeUploadChunk',
    ]);
  });

  it('never gives an upload less than the default nor more than UPLOAD_REQUEST_TIMEOUT_SECONDS', () => {
    const timeouts = requestTimeouts({
      requestSeconds: 60,
      uploadSeconds: 600,
      caps: { ...defaults.caps, correction: 1024 },
    });
    expect(timeouts.byOperation.adminUploadPracticeCorrection).toBe(60_000);
    expect(timeouts.byOperation.adminUploadLessonVideo).toBe(600_000);
    expect(timeouts.longestMs).toBe(600_000);
  });
});

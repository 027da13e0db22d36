import { describe, expect, it } from 'vitest';
import {
  chooseRendition,
  type DownloadRendition,
  keptLessonBytes,
  LICENCE_RECHECK_MS,
  licenceDue,
  licenceValid,
} from './lesson-download';

const rendition = (id: string, size: number): DownloadRendition => ({
  id,
  size_bytes: size,
  bandwidth_bps: size / 100,
  playlist: '#EXTM3U\n',
  segments: [{ name: 'seg0.ts', url: 'http://localhost:4000/media/x/seg0.ts?exp=1&sig=a', size_bytes: size }],
});

describe('a lesson kept on the device (issue 39)', () => {
  it('keeps the smallest rendition unless the learner chose another that is offered', () => {
    const list = [rendition('hd', 900), rendition('main', 300), rendition('sd', 500)];
    expect(chooseRendition(list)?.id).toBe('main');
    expect(chooseRendition(list, 'hd')?.id).toBe('hd');
    expect(chooseRendition(list, 'gone')?.id).toBe('main');
    expect(chooseRendition([])).toBeNull();
  });

  it('counts the bytes in all and those saved, segments and PDFs alike', () => {
    const kept = {
      segments: [
        { name: 'seg0.ts', bytes: 100 },
        { name: 'seg1.ts', bytes: 200 },
      ],
      resources: [
        { key: 'chart', title: 'চার্ট', filename: 'chart.pdf', bytes: 50 },
        { key: 'cdn', title: 'অন্য', filename: 'cdn.pdf', bytes: null },
      ],
      saved: ['seg1.ts', 'chart.pdf'],
    };
    expect(keptLessonBytes(kept)).toEqual({ total: 350, saved: 250 });
    expect(keptLessonBytes({ ...kept, saved: [] })).toEqual({ total: 350, saved: 0 });
  });

  it('plays only while its licence lasts, and is asked about again after half a day', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(licenceValid({ licenceExpiresAt: '2026-11-29T10:00:01Z' }, now)).toBe(true);
    expect(licenceValid({ licenceExpiresAt: '2026-11-29T10:00:00Z' }, now)).toBe(false);
    expect(licenceValid({ licenceExpiresAt: 'not a date' }, now)).toBe(false);
    const checkedAt = new Date(now.getTime() - LICENCE_RECHECK_MS + 1).toISOString();
    expect(licenceDue({ checkedAt }, now)).toBe(false);
    expect(licenceDue({ checkedAt: new Date(now.getTime() - LICENCE_RECHECK_MS).toISOString() }, now)).toBe(
      true,
    );
  });
});

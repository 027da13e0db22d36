// What a place of unfinished tus uploads holds (issue 35): for each upload whose it is, what it is for,
// how many bytes it may grow to and when it expires. On this machine the place is a folder (`<id>` and
// `<id>.json`, @tus/file-store's layout), in a bucket its objects (`<id>.info`, @tus/s3-store's, see
// upload-bucket.ts); the place itself is the record, so every api process that shares it sees the same
// uploads. An upload's description never changes once written (the contract requires `Upload-Length`),
// so each is read once per process and only new ids are read again.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface FolderUpload {
  id: string;
  /** The learner who made it; '' when its description does not say (not one of ours). */
  learner: string;
  practice: number;
  ayah: number;
  /** Its `Upload-Length`: the bytes it holds once finished, and so what it keeps of the folder. */
  size: number;
  /** When it expires (ms since the epoch). */
  expiresAt: number;
}

interface Described {
  size?: number;
  creation_date?: string;
  metadata?: Record<string, string | null | undefined>;
}

/** An upload's record from its description (`<id>.json` on disk, `<id>.info` in a bucket: the same JSON). */
export function describeUpload(id: string, text: string, expiryMs: number): FolderUpload {
  const info = JSON.parse(text) as Described;
  const metadata = info.metadata ?? {};
  // made before issue 35 (no `expires`): from its creation, under today's expiry
  const expires = Number(metadata.expires);
  const created = Date.parse(info.creation_date ?? '');
  return {
    id,
    learner: metadata.learner ?? '',
    practice: Number(metadata.practice),
    ayah: Number(metadata.ayah),
    size: Number.isFinite(info.size) ? Number(info.size) : 0,
    expiresAt: Number.isFinite(expires) ? expires : Number.isFinite(created) ? created + expiryMs : 0,
  };
}

/**
 * The unfinished uploads of a place that lists their ids and reads their descriptions: each described
 * once per process (a description never changes), only new ids read again.
 */
export function createUploadRecords({
  ids,
  read,
  expiryMs,
}: {
  /** The ids of the uploads there now. */
  ids: () => Promise<Set<string>>;
  /** An upload's description, or null when it is gone or not yet whole. */
  read: (id: string) => Promise<string | null>;
  expiryMs: number;
}) {
  const known = new Map<string, FolderUpload>();

  async function describe(id: string): Promise<FolderUpload | null> {
    try {
      const text = await read(id);
      return text === null ? null : describeUpload(id, text, expiryMs);
    } catch {
      // removed meanwhile, or being written by another process: read again next time
      return null;
    }
  }

  return {
    /** Every upload there now. */
    async list(): Promise<FolderUpload[]> {
      const now = await ids();
      for (const id of known.keys()) if (!now.has(id)) known.delete(id);
      for (const id of now) {
        if (known.has(id)) continue;
        const upload = await describe(id);
        if (upload) known.set(id, upload);
      }
      return [...known.values()];
    },

    /** An upload that was removed (the next `list` would find it gone too). */
    forget(id: string): void {
      known.delete(id);
    },
  };
}

export type UploadRecords = ReturnType<typeof createUploadRecords>;

/** The uploads of a folder of @tus/file-store (`<id>` and `<id>.json`). */
export function createUploadFolder(dir: string, expiryMs: number): UploadRecords {
  return createUploadRecords({
    expiryMs,
    async ids() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
        throw error;
      }
      return new Set(names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)));
    },
    read: (id) => readFile(join(dir, `${id}.json`), 'utf8'),
  });
}

export type UploadFolder = UploadRecords;

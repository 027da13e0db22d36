// What the folder of unfinished tus uploads holds (issue 35): for each upload (`<id>` and `<id>.json`,
// @tus/file-store's layout) whose it is, what it is for, how many bytes it may grow to and when it
// expires. The folder itself is the record, so every api process of the machine sees the same uploads;
// an upload's description never changes once written (the contract requires `Upload-Length`), so each
// is read once per process and only new names are read again.
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

export function createUploadFolder(dir: string, expiryMs: number) {
  const known = new Map<string, FolderUpload>();

  async function describe(id: string): Promise<FolderUpload | null> {
    let info: Described;
    try {
      info = JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as Described;
    } catch {
      // removed meanwhile, or being written by another process: read again next time
      return null;
    }
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

  return {
    /** Every upload in the folder now. */
    async list(): Promise<FolderUpload[]> {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const ids = new Set(names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)));
      for (const id of known.keys()) if (!ids.has(id)) known.delete(id);
      for (const id of ids) {
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

export type UploadFolder = ReturnType<typeof createUploadFolder>;

'use client';

import type { Tilawat, V3Schemas } from '@tilawat/sdk';
import { lazy, Suspense, useState } from 'react';
import { webBn } from '~/copy/bn';
import { notesPath } from '~/lib/learning';
import styles from './recording.module.css';

/**
 * A downloaded lesson's PDF, drawn from the device. One `import()` both loads it when opened and warms it when
 * a download starts (lesson-offline.tsx, through `warmKeptNotes`), so the service worker keeps the very chunk
 * the page asks for offline (next/dynamic's own import is compiled to a chunk of its own, which a plain
 * import never loads).
 */
const loadKeptNotes = () => import('./kept-notes');
const KeptNotes = lazy(() => loadKeptNotes().then((m) => ({ default: m.KeptNotes })));
export const warmKeptNotes = () => void loadKeptNotes().catch(() => undefined);

export interface LessonResourcesProps {
  recording: number;
  resources: V3Schemas['Recording']['resources'];
  /** The learner's copy kept on this device (issue 39): its PDFs open here, from the device, online or not. */
  kept: { batch: number; userId: string; api: Tilawat } | null;
}

/**
 * A lesson's PDFs by title: each a link to the site's viewer (`/notes/{key}/{recording}`, a signed link of
 * minutes), or, when the lesson is kept on the device, a button that opens the kept PDF beneath it.
 */
export function LessonResources({ recording, resources, kept }: LessonResourcesProps) {
  const [open, setOpen] = useState<string | null>(null);
  if (resources.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="resources-title">
      <h2 id="resources-title" className={styles.blockTitle}>
        {webBn.recording.resourcesTitle}
      </h2>
      <ul className={styles.resources}>
        {resources.map((resource) =>
          kept ? (
            <li key={resource.key} className={styles.keptResource}>
              <button
                type="button"
                className={styles.resourceLink}
                aria-expanded={open === resource.key}
                onClick={() => setOpen(open === resource.key ? null : resource.key)}
              >
                <span className={styles.pdf} aria-hidden="true">
                  PDF
                </span>
                {resource.title}
              </button>
              {open === resource.key ? (
                <Suspense fallback={null}>
                  <KeptNotes
                    recording={recording}
                    batch={kept.batch}
                    resource={resource}
                    userId={kept.userId}
                    api={kept.api}
                    onClose={() => setOpen(null)}
                  />
                </Suspense>
              ) : null}
            </li>
          ) : (
            <li key={resource.key}>
              <a href={notesPath(resource.key, recording)} className={styles.resourceLink}>
                <span className={styles.pdf} aria-hidden="true">
                  PDF
                </span>
                {resource.title}
              </a>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

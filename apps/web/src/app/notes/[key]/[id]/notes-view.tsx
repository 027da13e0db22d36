'use client';

import { unwrap } from '@tilawat/sdk';
import { PdfViewer } from '@tilawat/ui';
import { notFound, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useBrowserClient } from '~/app/providers';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import { reportOnce } from '~/lib/activity';
import { useRead, withClient } from '~/lib/reads/use-read';
import page from '~/styles/page.module.css';
import styles from './notes.module.css';

const copy = webBn.notes;
/** Where the site serves pdf.js's worker (src/app/pdfjs/[file]/route.ts). */
const WORKER = '/pdfjs/pdf.worker.min.mjs';

/**
 * The PDF of a lesson: a signed link of a few minutes from `GET /download` (asked again on "try
 * again", for a link that expired), drawn by the kit's PdfViewer. Not the caller's, or unknown: the
 * not-found page.
 */
export function NotesView({ resourceKey, recordingId }: { resourceKey: string; recordingId: number }) {
  const router = useRouter();
  const client = useBrowserClient();
  const link = useRead(
    `download:${resourceKey}:${recordingId}`,
    withClient(client, (api) =>
      unwrap(api.v3.GET('/download', { params: { query: { key: resourceKey, id: recordingId } } })),
    ),
  );
  // the learner opened a lesson's PDF (the school's statistics; never in the way)
  useEffect(() => {
    if (link.status === 'ready') {
      reportOnce(client?.api, `pdf:${resourceKey}:${recordingId}`, {
        event_name: 'pdf_open',
        kind: 'content',
        item: recordingId,
        event_data: { key: resourceKey },
      });
    }
  }, [link.status, client, resourceKey, recordingId]);
  if (link.status === 'error' && link.failure.status === 404) notFound();

  return (
    <article aria-labelledby="notes-title" className={styles.notes}>
      <p className={styles.back}>
        <button type="button" className={page.textLink} onClick={() => router.back()}>
          {copy.back}
        </button>
      </p>
      <h1 id="notes-title" className={page.pageTitle}>
        {copy.metaTitle}
      </h1>
      <ReadView state={link} headingLevel={2}>
        {(download) => (
          <PdfViewer
            source={{ url: download.url }}
            filename={download.filename}
            title={`${copy.metaTitle}: ${download.filename}`}
            workerSrc={WORKER}
            onRetry={link.retry}
          />
        )}
      </ReadView>
    </article>
  );
}

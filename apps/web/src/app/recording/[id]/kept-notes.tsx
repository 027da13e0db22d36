'use client';

import { notesOpenedReport, notesOutboxKey, sendNotesOpened } from '@tilawat/domain';
import type { Tilawat } from '@tilawat/sdk';
import { Button, PdfViewer } from '@tilawat/ui';
import { useEffect, useState } from 'react';
import { webBn } from '~/copy/bn';
import { keptPdf } from '~/lib/kept-lessons/kept-lessons';
import { deviceStorage } from '~/lib/recording-progress';
import styles from './recording.module.css';

const copy = webBn.recording;
/** Where the site serves pdf.js's worker (src/app/pdfjs/[file]/route.ts; the service worker keeps it). */
export const PDF_WORKER = '/pdfjs/pdf.worker.min.mjs';

export interface KeptNotesProps {
  recording: number;
  batch: number;
  resource: { key: string; title: string };
  userId: string;
  api: Tilawat | null;
  onClose: () => void;
}

/**
 * A downloaded lesson's PDF, drawn from the device by the kit's viewer (issue 39): no request, so it opens
 * offline. The opening is reported (`POST /recording/notes-opened`: the study plan's reading), at once or,
 * offline, later through domain's device outbox.
 */
export function KeptNotes({ recording, batch, resource, userId, api, onClose }: KeptNotesProps) {
  const [bytes, setBytes] = useState<Uint8Array | null | 'missing'>(null);

  useEffect(() => {
    let live = true;
    void keptPdf(recording, resource.key)
      .catch(() => null)
      .then((found) => {
        if (live) setBytes(found ?? 'missing');
      });
    return () => {
      live = false;
    };
  }, [recording, resource.key]);

  useEffect(() => {
    if (!api || bytes === null || bytes === 'missing') return;
    const storage = deviceStorage();
    const outbox = storage ? { storage, key: notesOutboxKey(userId) } : null;
    void sendNotesOpened(api, outbox, notesOpenedReport({ recording, batch, key: resource.key }));
  }, [api, bytes, recording, batch, resource.key, userId]);

  return (
    <section className={styles.keptNotes} aria-label={resource.title}>
      {bytes === 'missing' ? (
        <p role="alert">{copy.keptMissing}</p>
      ) : bytes === null ? null : (
        <PdfViewer
          source={{ data: bytes }}
          filename={`${resource.key}.pdf`}
          title={`${webBn.notes.metaTitle}: ${resource.title}`}
          workerSrc={PDF_WORKER}
        />
      )}
      <Button variant="ghost" onClick={onClose}>
        {copy.closeKept}
      </Button>
    </section>
  );
}

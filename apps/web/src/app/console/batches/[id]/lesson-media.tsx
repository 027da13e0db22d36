'use client';

import { type Tilawat, unwrap } from '@tilawat/sdk';
import { type AdminSchemas, addLessonNote, type TilawatAdmin, uploadLessonVideo } from '@tilawat/sdk/admin';
import { Button, ConfirmDialog, FileField, TextField, type UploadPhase, UploadProgress } from '@tilawat/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { consoleBn } from '~/copy/console';
import { failureMessage, load } from '~/lib/load';
import { useRead } from '~/lib/reads/use-read';
import styles from '../../console.module.css';

type Lesson = AdminSchemas['AdminLesson'];
type Job = AdminSchemas['AdminVideoJob'];
const copy = consoleBn.media;

/** What a lesson's media parts are given: the console's clients, the lesson, and where to say a change. */
interface LessonMediaProps {
  admin: TilawatAdmin;
  api: Tilawat;
  lesson: Lesson;
  onChanged: (said: string) => void;
}

/** How often the console asks how a video's rendition is coming along. */
const POLL_MS = 2_000;

/** What the page shows of one upload: the file, where it stands, how far, and why it failed. */
interface Shown {
  label: string;
  phase: UploadPhase;
  percent?: number;
  error?: string;
}

const shownOf = (job: Job): Shown => ({
  label: job.filename,
  phase: job.status === 'failed' ? 'failed' : job.status,
  percent: job.progress,
  ...(job.error ? { error: job.error } : {}),
});

/**
 * A lesson's video upload (`POST /lessons/{id}/video`): the bytes going up, then the api's rendition
 * (`GET /video-jobs/{id}` every two seconds) until the lesson plays it; a failure says why and offers
 * another try. An upload under way when the page opens is followed too.
 */
function VideoUpload({
  admin,
  api,
  lesson,
  onReady,
}: {
  admin: TilawatAdmin;
  api: Tilawat;
  lesson: Lesson;
  onReady: (said: string) => void;
}) {
  const cancel = useRef<AbortController | null>(null);
  const lastFile = useRef<File | null>(null);
  const open = lesson.video_job && lesson.video_job.status !== 'ready' ? lesson.video_job : null;
  const [shown, setShown] = useState<Shown | null>(open ? shownOf(open) : null);
  const [following, setFollowing] = useState<string | null>(
    open && open.status !== 'failed' ? open.id : null,
  );

  // follows the rendition until it is done: the read cache asks every two seconds while `following`
  const job = useRead(
    `console-video-job:${following ?? ''}`,
    following ? () => unwrap(admin.GET('/video-jobs/{id}', { params: { path: { id: following } } })) : null,
    undefined,
    { pollingInterval: POLL_MS },
  );
  // the cache's answer and failure keep their identity between renders: each is handled once
  const polled = job.status === 'ready' ? job.data : null;
  const refused = job.status === 'error' ? job.failure : null;
  useEffect(() => {
    if (!following) return;
    if (refused) {
      // the api refused (the upload or the operator's access is gone): stop asking and say why;
      // no answer at all (a weak connection) is asked again at the next tick
      if (refused.status >= 400 && refused.status < 500) {
        setFollowing(null);
        setShown((now) => ({ label: now?.label ?? '', phase: 'failed', error: failureMessage(refused) }));
      }
      return;
    }
    if (!polled || polled.id !== following) return;
    setShown(shownOf(polled));
    if (polled.status === 'ready' || polled.status === 'failed') {
      setFollowing(null);
      if (polled.status === 'ready') onReady(copy.videoReady(lesson.title));
    }
  }, [polled, refused, following, lesson.title, onReady]);

  async function send(file: File) {
    lastFile.current = file;
    const controller = new AbortController();
    cancel.current = controller;
    setShown({ label: file.name, phase: 'uploading', percent: 0 });
    const sent = await load(() =>
      uploadLessonVideo(api, lesson.id, file, {
        signal: controller.signal,
        onProgress: (fraction) => setShown({ label: file.name, phase: 'uploading', percent: fraction * 100 }),
      }),
    );
    cancel.current = null;
    if (controller.signal.aborted) {
      setShown(null);
      return;
    }
    if (!sent.ok) {
      setShown({ label: file.name, phase: 'failed', error: failureMessage(sent) });
      return;
    }
    setShown(shownOf(sent.data));
    setFollowing(sent.data.id);
  }

  const busy = shown?.phase === 'uploading' || following !== null;
  return (
    <div className={styles.media}>
      <FileField
        label={copy.videoLabel(lesson.title)}
        accept="video/*"
        hint={copy.videoHint}
        disabled={busy}
        immediate
        onFile={(file) => {
          if (file) void send(file);
        }}
      />
      {shown ? (
        <UploadProgress
          label={shown.label}
          phase={shown.phase}
          percent={shown.percent}
          error={shown.error}
          onCancel={() => cancel.current?.abort()}
          // the file chosen in this tab is sent again; after a reload, the field above chooses it anew
          onRetry={
            lastFile.current
              ? () => {
                  const last = lastFile.current;
                  if (last) void send(last);
                }
              : undefined
          }
        />
      ) : null}
    </div>
  );
}

/** A lesson's PDFs: the list (each taken off after a question) and a new one with its title. */
function LessonNotes({ admin, api, lesson, onChanged }: LessonMediaProps) {
  const headingId = useId();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [shown, setShown] = useState<Shown | null>(null);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<Lesson['notes'][number] | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function add() {
    if (!file) {
      setShown({ label: copy.noFile, phase: 'failed', error: copy.chooseFile });
      return;
    }
    setTitleError(undefined);
    setShown({ label: file.name, phase: 'uploading', percent: 0 });
    const sent = await load(() =>
      addLessonNote(
        api,
        lesson.id,
        { title, pdf: file },
        {
          onProgress: (fraction) =>
            setShown({ label: file.name, phase: 'uploading', percent: fraction * 100 }),
        },
      ),
    );
    if (!sent.ok) {
      const field = sent.errors.find((problem) => problem.path === '/title');
      if (field) {
        setTitleError(field.msg);
        setShown(null);
      } else setShown({ label: file.name, phase: 'failed', error: failureMessage(sent) });
      return;
    }
    setShown({ label: file.name, phase: 'ready' });
    setTitle('');
    setFile(null);
    setFileKey((key) => key + 1);
    onChanged(copy.noteAdded(title.trim()));
  }

  async function remove() {
    if (!removing) return;
    setRemoveBusy(true);
    const done = await load(() =>
      unwrap(
        admin.POST('/lessons/{id}/notes/{key}/remove', {
          params: { path: { id: lesson.id, key: removing.key } },
        }),
      ),
    );
    setRemoveBusy(false);
    if (!done.ok) {
      setRemoveError(failureMessage(done));
      return;
    }
    const said = copy.noteRemoved(removing.title);
    setRemoving(null);
    setRemoveError(null);
    onChanged(said);
  }

  return (
    <div className={styles.media}>
      <h4 id={headingId} className={styles.mediaTitle}>
        {copy.notes(lesson.title)}
      </h4>
      {lesson.notes.length === 0 ? (
        <p className={styles.muted}>{copy.noNotes}</p>
      ) : (
        <ul className={styles.plainList} aria-labelledby={headingId}>
          {lesson.notes.map((note) => (
            <li key={note.key}>
              {note.title}{' '}
              <Button
                variant="secondary"
                aria-label={copy.removeNoteLabel(note.title)}
                onClick={() => setRemoving(note)}
              >
                {copy.removeNote}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label={copy.newNote(lesson.title)}
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextField
          label={copy.noteTitle}
          value={title}
          onValueChange={setTitle}
          error={titleError}
          maxLength={120}
        />
        <FileField label={copy.pdfFile} accept="application/pdf,.pdf" resetKey={fileKey} onFile={setFile} />
        <Button type="submit" variant="secondary" disabled={shown?.phase === 'uploading'}>
          {copy.addNote}
        </Button>
      </form>
      {shown ? (
        <UploadProgress label={shown.label} phase={shown.phase} percent={shown.percent} error={shown.error} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => {
          if (!next) {
            setRemoving(null);
            setRemoveError(null);
          }
        }}
        title={removing ? copy.removeTitle(removing.title) : ''}
        description={copy.removeText}
        confirmLabel={copy.removeConfirm}
        busy={removeBusy}
        error={removeError}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

/** A lesson's recording and PDFs in the console: upload a video for its rendition, add or take off PDFs. */
export function LessonMedia({ admin, api, lesson, onChanged }: LessonMediaProps) {
  return (
    <details className={styles.mediaBox}>
      <summary>{copy.summary(lesson.notes.length)}</summary>
      <VideoUpload admin={admin} api={api} lesson={lesson} onReady={onChanged} />
      <LessonNotes admin={admin} api={api} lesson={lesson} onChanged={onChanged} />
    </details>
  );
}

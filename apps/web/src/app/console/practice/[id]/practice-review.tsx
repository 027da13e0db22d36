'use client';

import { ayahVerdicts, formatDateTime } from '@tilawat/domain';
import { type Tilawat, unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { Button, MarkedAyah, RubricScore, WordMarkPicker } from '@tilawat/ui';
import { useEffect, useId, useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { failureMessage, load } from '~/lib/load';
import { CONVERTING_POLL_MS, isConverting } from '~/lib/practice-state';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead } from '~/lib/reads/use-read';
import styles from '../../console.module.css';
import { ConsoleForbidden } from '../../forbidden';
import { useConsole, withAdmin } from '../../use-console';
import { AssignmentForm } from '../assignment-form';
import { CorrectionRecorder } from './correction-recorder';
import { ReviewPlayer } from './review-player';

const copy = consoleBn.practice;
type Practice = AdminSchemas['AdminPractice'];
type Ayah = Practice['ayahs'][number];

/**
 * One ayah under review: the learner's recording with the teacher's player, the words to mark (a word
 * chosen opens the rubric's picker), each mark's voice correction, and the verdict.
 */
function AyahReview({
  admin,
  api,
  practice,
  ayah,
  editable,
  onChanged,
}: {
  admin: TilawatAdmin;
  api: Tilawat;
  practice: Practice;
  ayah: Ayah;
  editable: boolean;
  onChanged: (said: string) => void;
}) {
  const headingId = useId();
  const [word, setWord] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = word === null ? null : (ayah.words.find((w) => w.index === word) ?? null);
  const run = async <T,>(call: () => Promise<T>, said: (value: T) => string) => {
    setBusy(true);
    setError(null);
    const result = await load(call);
    setBusy(false);
    if (!result.ok) {
      setError(failureMessage(result));
      return false;
    }
    onChanged(said(result.data));
    return true;
  };
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.ayah(ayah.number)}</h2>
      {ayah.recording ? (
        <ReviewPlayer ayah={ayah.number} audio={ayah.recording.audio} />
      ) : (
        <p className={styles.muted}>{copy.noRecording}</p>
      )}
      <MarkedAyah
        number={ayah.number}
        words={ayah.words}
        marks={ayah.marks}
        verdict={ayah.verdict}
        selectable={editable}
        selectedWord={word}
        onSelectWord={editable ? (index) => setWord((now) => (now === index ? null : index)) : undefined}
        onRemoveMark={
          editable
            ? (markId) =>
                void run(
                  () =>
                    unwrap(admin.POST('/practice-marks/{id}/remove', { params: { path: { id: markId } } })),
                  () => copy.unmarked,
                )
            : undefined
        }
      />
      {editable && chosen ? (
        <WordMarkPicker
          key={chosen.index}
          word={chosen}
          busy={busy}
          error={error}
          onCancel={() => setWord(null)}
          onSubmit={(mark) =>
            void run(
              () =>
                unwrap(
                  admin.POST('/practices/{id}/marks', {
                    params: { path: { id: practice.practice_id } },
                    body: { ayah: ayah.number, word: chosen.index, ...mark },
                  }),
                ),
              (made) => copy.marked(made.word_text),
            ).then((done) => {
              if (done) setWord(null);
            })
          }
        />
      ) : null}
      {editable
        ? ayah.marks.map((mark) => (
            <CorrectionRecorder
              key={mark.id}
              api={api}
              mark={mark}
              onSent={() => onChanged(copy.correctionSent)}
            />
          ))
        : null}
      {editable ? (
        <fieldset className={styles.checks}>
          <legend>{copy.verdict}</legend>
          {(['correct', 'needs-work'] as const).map((verdict) => (
            <Button
              key={verdict}
              variant={ayah.verdict === verdict ? 'primary' : 'secondary'}
              aria-pressed={ayah.verdict === verdict}
              aria-label={copy.verdictLabel(ayah.number, ayahVerdicts[verdict].bn)}
              disabled={busy}
              onClick={() =>
                void run(
                  () =>
                    unwrap(
                      admin.PUT('/practices/{id}/ayahs/{ayah}', {
                        params: { path: { id: practice.practice_id, ayah: ayah.number } },
                        body: { verdict },
                      }),
                    ),
                  () => copy.verdictSaved(ayah.number, ayahVerdicts[verdict].bn),
                )
              }
            >
              {verdict === 'correct' ? copy.correct : copy.needsWork}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {!chosen ? <FormError message={error} /> : null}
    </section>
  );
}

/**
 * A learner's practice under review (`GET /api/v3/admin/practices/{id}`): who sent which ayahs, each
 * ayah to listen to, mark and judge, then "finish" (`POST …/finish`), after which the learner is told
 * and sees the marks and the rubric's score. A reviewed practice is shown as the learner sees it.
 */
export function PracticeReview({ id }: { id: string }) {
  const access = useConsole(`/console/practice/${id}`, ['admin', 'teacher']);
  const [said, setSaid] = useState('');
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const practice = useRead(
    `console-practice:${id}`,
    withAdmin(access, (admin) => unwrap(admin.GET('/practices/{id}', { params: { path: { id } } }))),
  );
  // A recording or a voice correction still converting: read again every few seconds until it plays.
  const converting = practice.status === 'ready' && isConverting(practice.data);
  const { retry } = practice;
  useEffect(() => {
    if (!converting) return;
    const timer = setInterval(retry, CONVERTING_POLL_MS);
    return () => clearInterval(timer);
  }, [converting, retry]);
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;
  const changed = (text: string) => {
    setSaid(text);
    invalidateReads('console-practice');
  };
  return (
    <>
      <p>
        <a href="/console/practice">{copy.back}</a>
      </p>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <ReadView state={practice}>
        {(data) => {
          const editable = data.status === 'submitted';
          return (
            <>
              <h2 className={styles.sectionTitle}>
                {copy.range(data.surah_name, data.ayah_from, data.ayah_to)}
              </h2>
              <p>
                {copy.learner(data.learner.name)} · {data.batch_name} · {copy.round(data.round)}
                {data.submitted_at ? ` · ${copy.sent(formatDateTime(data.submitted_at))}` : ''}
              </p>
              {data.focus ? <p className={styles.muted}>{copy.focus(data.focus)}</p> : null}
              {data.result && !editable ? <RubricScore result={data.result} /> : null}
              {data.ayahs.map((ayah) => (
                <AyahReview
                  key={ayah.number}
                  admin={access.admin}
                  api={access.client.api}
                  practice={data}
                  ayah={ayah}
                  editable={editable}
                  onChanged={changed}
                />
              ))}
              {editable ? (
                <div className={styles.card}>
                  <p className={styles.muted}>{copy.finishHint}</p>
                  <div className={styles.actions}>
                    <Button
                      loading={finishing}
                      onClick={async () => {
                        setFinishing(true);
                        setFinishError(null);
                        const done = await load(() =>
                          unwrap(
                            access.admin.POST('/practices/{id}/finish', {
                              params: { path: { id: data.practice_id } },
                            }),
                          ),
                        );
                        setFinishing(false);
                        if (!done.ok) setFinishError(failureMessage(done));
                        else changed(copy.finished(done.data.learner.name, done.data.score ?? 0));
                      }}
                    >
                      {copy.finish}
                    </Button>
                  </div>
                  <FormError message={finishError} />
                </div>
              ) : null}
              <AssignmentForm
                admin={access.admin}
                batchId={data.batch_id}
                learner={{ id: data.learner.id, name: data.learner.name }}
                title={copy.assignOne(data.learner.name)}
                onAssigned={(_made, text) => setSaid(text)}
              />
            </>
          );
        }}
      </ReadView>
    </>
  );
}

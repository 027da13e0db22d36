'use client';

import { formatDateTime } from '@tilawat/domain';
import type { V3Schemas } from '@tilawat/sdk';
import { Button, MarkedAyah, RubricScore } from '@tilawat/ui';
import { useId, useState } from 'react';
import { practiceBn as copy } from '~/copy/practice';
import { type PracticeDetail, verdictCounts } from '~/lib/practice-state';
import page from '~/styles/page.module.css';
import styles from './practice.module.css';

/**
 * The last review: the score by the rubric (the kit's RubricScore: the deductions in Bengali), the
 * verdicts counted, and "re-record only the marked ayahs" while some are to redo. While a new round
 * waits for the teacher it is the earlier review.
 */
export function ReviewSummary({
  practice,
  canRerecord,
  onRerecord,
}: {
  practice: PracticeDetail;
  /** The button is offered (not while the practice waits for the teacher, nor once re-recording). */
  canRerecord: boolean;
  onRerecord: () => void;
}) {
  const id = useId();
  const counts = verdictCounts(practice);
  const allCorrect = counts.judged > 0 && counts.correct === counts.judged;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={page.title}>
        {practice.status === 'submitted' ? copy.earlierReviewTitle : copy.reviewTitle}
      </h2>
      {practice.reviewed_at ? (
        <p className={styles.hint}>{copy.reviewedAt(formatDateTime(practice.reviewed_at))}</p>
      ) : null}
      {practice.result ? <RubricScore result={practice.result} /> : null}
      {counts.judged > 0 ? (
        <p className={styles.verdicts}>
          {allCorrect ? copy.allCorrect : copy.verdictSummary(counts.correct, counts.judged)}
        </p>
      ) : null}
      {counts.rerecord > 0 && practice.status !== 'submitted' ? (
        <div className={styles.rerecord}>
          <p className={styles.hint}>{copy.rerecordLeft(counts.rerecord)}</p>
          {canRerecord ? (
            <Button size="lg" onClick={onRerecord}>
              {copy.rerecord}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * Each ayah as the kit's MarkedAyah — its marked words are buttons; a tap shows the mark's category,
 * severity, the teacher's note and voice correction — with the learner's own recording under it.
 */
export function MarkedAyahs({
  practice,
  onAudioExpired,
}: {
  practice: PracticeDetail;
  /** A signed link stopped working (they live minutes): read the practice again for fresh ones. */
  onAudioExpired: () => void;
}) {
  const id = useId();
  const [selected, setSelected] = useState<{ ayah: number; word: number } | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={page.title}>
        {copy.ayahsTitle}
      </h2>
      <ol className={styles.marked}>
        {practice.ayahs.map((ayah) => (
          <li key={ayah.number} id={`ayah-${ayah.number}`} className={styles.markedItem}>
            <MarkedAyah
              number={ayah.number}
              words={ayah.words}
              marks={ayah.marks}
              verdict={ayah.verdict}
              selectedWord={selected?.ayah === ayah.number ? selected.word : null}
              onSelectWord={(word) =>
                setSelected((was) =>
                  was?.ayah === ayah.number && was.word === word ? null : { ayah: ayah.number, word },
                )
              }
            />
            <LearnerRecording number={ayah.number} recording={ayah.recording} onExpired={onAudioExpired} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The learner's recording of an ayah as the server keeps it: WebM (Opus) first, then MP4 (AAC). */
function LearnerRecording({
  number,
  recording,
  onExpired,
}: {
  number: number;
  recording: V3Schemas['PracticeRecording'] | null;
  onExpired: () => void;
}) {
  if (!recording) return null;
  const { audio } = recording;
  if (audio.status === 'processing') return <p className={styles.hint}>{copy.processing}</p>;
  if (audio.status === 'failed' || (!audio.webm_url && !audio.mp4_url))
    return <p className={styles.hint}>{copy.audioFailed}</p>;
  return (
    // biome-ignore lint/a11y/useMediaCaption: the learner's own recitation of the ayah shown above; nothing to caption.
    <audio
      key={audio.mp4_url ?? audio.webm_url}
      className={styles.player}
      controls
      preload="none"
      aria-label={copy.yourRecording(number)}
    >
      {audio.webm_url ? (
        <source src={audio.webm_url} type="audio/webm" onError={audio.mp4_url ? undefined : onExpired} />
      ) : null}
      {/* The last source's error means none played: most likely the signed links expired. */}
      {audio.mp4_url ? <source src={audio.mp4_url} type="audio/mp4" onError={onExpired} /> : null}
    </audio>
  );
}

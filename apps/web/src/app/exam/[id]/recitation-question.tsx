import type { V3Schemas } from '@tilawat/sdk';
import { QuranAttribution } from '~/components/quran-attribution';
import { webBn } from '~/copy/bn';
import page from '~/styles/page.module.css';
import styles from './exam.module.css';

// A recitation question of an exam (issue 20): its ayahs are recorded on the learner's own practice
// page (/practice/{id}, the recorder lives there: linked, never loaded here), sent to the teacher by
// the exam's submission, and marked by the teacher's review.

const copy = webBn.exam;
type Question = V3Schemas['Question'];

/** The learner's practice page of an exam's recitation. */
const practiceHref = (practiceId: number) => `/practice/${practiceId}`;

/** The question during the attempt: the ayahs to recite, in Arabic, and the link to record them. */
export function RecitationQuestion({
  question,
  index,
  total,
}: {
  question: Question;
  index: number;
  total: number;
}) {
  const recitation = question.recitation;
  if (!recitation) return null;
  const heading = `recitation-${question.id}`;
  return (
    <section aria-labelledby={heading} className={styles.recitation}>
      <p className={styles.recitationMeta}>
        {copy.recitationLabel(index + 1, total)} · {copy.recitationMarks(question.marks)}
      </p>
      <h2 id={heading} className={styles.recitationPrompt}>
        {question.prompt}
      </h2>
      <p className={styles.recitationMeta}>
        {copy.recitationRange(recitation.surah_name, recitation.ayah_from, recitation.ayah_to)}
      </p>
      <ol lang="ar" dir="rtl" className={styles.ayahs}>
        {recitation.ayahs.map((ayah) => (
          <li key={ayah.number} value={ayah.number}>
            {ayah.text}
          </li>
        ))}
      </ol>
      <p>
        <a
          href={practiceHref(recitation.practice_id)}
          target="_blank"
          rel="noopener"
          className={page.textLink}
        >
          {copy.recordAyahs} <span className={styles.recitationMeta}>{copy.recordAyahsNewTab}</span>
        </a>
      </p>
      <p className={styles.recitationMeta}>{copy.recitationHow}</p>
      {/* The ayahs' text is quran-json's: its licence asks for the attribution here too (docs/licences.md). */}
      <QuranAttribution className={styles.recitationMeta} />
    </section>
  );
}

/**
 * After the attempt: each recitation question's marks — waiting for the teacher, the marks the review
 * gave (with the recitation's score), or 0 when not every ayah was recorded — and the review's page.
 */
export function RecitationResults({ submission }: { submission: V3Schemas['Submission'] }) {
  const recitations = (submission.questions ?? []).filter(
    (question) => question.kind === 'recitation' && question.recitation,
  );
  if (recitations.length === 0) return null;
  const results = new Map((submission.review ?? []).map((item) => [item.question, item]));
  return (
    <section aria-labelledby="recitation-results" className={styles.recitation}>
      <h2 id="recitation-results" className={styles.recitationPrompt}>
        {copy.recitationResults}
      </h2>
      <ul className={styles.recitationList}>
        {recitations.map((question) => {
          const recitation = question.recitation as V3Schemas['ExamRecitation'];
          const result = results.get(question.id);
          const reviewed = recitation.status === 'reviewed';
          return (
            <li key={question.id}>
              <strong>
                {copy.recitationRange(recitation.surah_name, recitation.ayah_from, recitation.ayah_to)}
              </strong>
              {' — '}
              {result?.awarded === null || result === undefined
                ? copy.recitationWaiting
                : reviewed
                  ? copy.recitationAwarded(result.awarded, question.marks, recitation.score)
                  : copy.recitationMissing}
              {reviewed ? (
                <>
                  {' · '}
                  <a href={practiceHref(recitation.practice_id)} className={page.textLink}>
                    {copy.recitationReview}
                  </a>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// Telling the learner that a teacher finished the review of their practice (issue 20): by SMS, or by
// e-mail when they have no phone, with the surah, the ayahs, the score and the practice's link; queued in
// the review's transaction (issue 37). A message the gateway does not take does not undo the review.
import { toBengaliDigits } from '@tilawat/domain/rules';
import { msg } from '../../copy/messages';
import type { Notifier, SendContext } from '../../core/notifier';
import type { Tx } from '../../db/client';
import type { ConsolePracticeRow } from './practice.admin.repository';
import { surahName } from './quran';

export async function tellReviewed(
  notifier: Notifier,
  /** Where the learner's practice page is (`${webOrigin}/practice/<assignment id>`). */
  webOrigin: string,
  row: Pick<ConsolePracticeRow, 'learner' | 'assignment'>,
  score: number,
  tx: Tx,
  context?: SendContext,
): Promise<void> {
  const { learner, assignment } = row;
  const recipient = learner.phone ?? learner.email;
  if (!recipient) return;
  const ayahs =
    assignment.ayahFrom === assignment.ayahTo
      ? toBengaliDigits(String(assignment.ayahFrom))
      : `${toBengaliDigits(String(assignment.ayahFrom))}–${toBengaliDigits(String(assignment.ayahTo))}`;
  await notifier.send(
    {
      channel: learner.phone ? 'sms' : 'email',
      recipient,
      subject: msg.practiceReviewedSubject,
      body: msg.practiceReviewed(
        surahName(assignment.surah),
        ayahs,
        toBengaliDigits(String(score)),
        `${webOrigin}/practice/${assignment.id}`,
      ),
    },
    { ...context, tx },
  );
}

// The practice side of exams' recitation questions (issue 20): what the exams area asks through its one
// interface (exams/exam-recitations.ts `ExamRecitations`), made of this area's rules. An attempt's
// recitation question is a practice assignment for its learner alone, linked to the attempt and the
// question; it is recorded on `/practice/{id}` like any other until the attempt ends, and sent to the
// teacher by the attempt's submission, never on its own.
import { toBengaliDigits } from '@tilawat/domain/rules';
import { msg } from '../../copy/messages';
import { DomainError } from '../../core/errors';
import type { Db, Tx } from '../../db/client';
import type { ExamRecitations, RecitationState } from '../exams/exam-recitations';
import { MAX_RECITATION_AYAHS } from '../exams/exam-recitations';
import * as examRepo from './exam-practices.repository';
import * as repo from './practice.repository';
import { missingAyahs } from './practice.service';
import { ayahRange, isSurah, surah, surahName } from './quran';

/** The ayah numbers of a range, in order. */
const numbersOf = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export function createExamPractices(): ExamRecitations {
  return {
    surahName,

    async checkRange({ surah: n, ayahFrom, ayahTo }) {
      if (!isSurah(n)) throw new DomainError('RECITATION_RANGE', { field: 'surah' });
      if (ayahTo < ayahFrom || ayahTo - ayahFrom + 1 > MAX_RECITATION_AYAHS) {
        throw new DomainError('RECITATION_RANGE', { field: 'ayah_to' });
      }
      const ayahs = (await surah(n)).ayahs.length;
      if (ayahTo > ayahs) {
        throw new DomainError('RECITATION_RANGE', {
          field: ayahFrom > ayahs ? 'ayah_from' : 'ayah_to',
          msg: msg.practiceRangeOutside(surahName(n), toBengaliDigits(String(ayahs))),
        });
      }
    },

    async open(tx, attempt, questions) {
      await examRepo.insertExamAssignments(
        tx,
        questions.map((question) => ({
          batchId: attempt.batchId,
          learnerId: attempt.userId,
          surah: question.surah,
          ayahFrom: question.ayahFrom,
          ayahTo: question.ayahTo,
          focus: null,
          dueAt: attempt.deadlineAt,
          closesAt: attempt.closesAt,
          // the learner is who the exam made it for; no teacher assigned it
          createdBy: attempt.userId,
          examSubmissionId: attempt.id,
          examQuestionId: question.id,
        })),
      );
    },

    async close(tx, attemptId, at) {
      const sent = new Set<number>();
      for (const assignment of await examRepo.closeExamAssignments(tx, attemptId, at)) {
        if (assignment.examQuestionId === null || assignment.learnerId === null) continue;
        const practice = await repo.lockPracticeOf(tx, assignment.id, assignment.learnerId);
        if (!practice) continue; // nothing recorded: the question scores 0
        if (practice.status === 'submitted' || practice.round > 0) {
          // sent already (a repeated close): it stays the teacher's
          sent.add(assignment.examQuestionId);
          continue;
        }
        const recordings = await repo.currentRecordings(tx, practice.id);
        const numbers = numbersOf(assignment.ayahFrom, assignment.ayahTo);
        const { missing } = missingAyahs(practice, numbers, recordings, new Map());
        if (missing.length > 0) continue;
        await repo.updatePractice(tx, practice.id, { status: 'submitted', round: 1, submittedAt: at });
        sent.add(assignment.examQuestionId);
      }
      return sent;
    },

    async states(db: Db | Tx, attemptIds) {
      const rows = await examRepo.examAssignments(db, attemptIds);
      const states = new Map<string, Map<number, RecitationState>>();
      await Promise.all(
        rows.map(async ({ assignment, practice }) => {
          if (assignment.examSubmissionId === null || assignment.examQuestionId === null) return;
          const [ayahs, recordings] = await Promise.all([
            ayahRange(assignment.surah, assignment.ayahFrom, assignment.ayahTo),
            practice ? repo.currentRecordings(db, practice.id) : new Map<number, repo.RecordingWithAudio>(),
          ]);
          const recorded = [...recordings.values()].filter((r) => r.audio.status !== 'failed').length;
          const byQuestion = states.get(assignment.examSubmissionId) ?? new Map<number, RecitationState>();
          byQuestion.set(assignment.examQuestionId, {
            surah: assignment.surah,
            surahName: surahName(assignment.surah),
            ayahFrom: assignment.ayahFrom,
            ayahTo: assignment.ayahTo,
            ayahs: ayahs.map((ayah) => ({ number: ayah.number, text: ayah.text })),
            practiceId: assignment.id,
            status: practice?.status ?? 'assigned',
            recorded,
            score: practice?.status === 'reviewed' ? practice.score : null,
          });
          states.set(assignment.examSubmissionId, byQuestion);
        }),
      );
      return states;
    },
  };
}

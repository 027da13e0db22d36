// The contract's JSON of recitation practice (issue 20): PracticeSummary, PracticeDetail and its ayahs,
// marks and audio, and the console's AdminPractice, AdminPracticeItem and AdminPracticeAssignment.
import type { V3Schemas } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import type { MediaSigner } from '../../infra/media/media';
import type { ConsolePracticeRow } from './practice.admin.repository';
import type {
  AssignmentRow,
  AssignmentView,
  AudioRow,
  MarkWithCorrection,
  RecordingWithAudio,
} from './practice.repository';
import type { Ayah } from './quran';
import { surahName } from './quran';

/** One ayah of a practice as a service put it together. */
export interface AyahView {
  ayah: Ayah;
  recording: RecordingWithAudio | null;
  verdict: 'correct' | 'needs-work' | null;
  marks: MarkWithCorrection[];
  rerecord: boolean;
}

/** A practice with its ayahs and the score of the round shown. */
export interface PracticeView extends AssignmentView {
  ayahs: AyahView[];
  result: V3Schemas['PracticeScore'] | null;
  /** The exam whose recitation question it answers, with when recording closes; null for an assignment. */
  exam: { id: number; title: string; closesAt: Date | null } | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function practiceJsonWith({ mediaSigner }: { mediaSigner: MediaSigner }) {
  /** An audio's way to playback: signed links once both files are made. */
  const audioJson = (audio: AudioRow): V3Schemas['PracticeAudio'] => {
    const ready = audio.status === 'ready';
    const urls = ready ? mediaSigner.audioUrls(audio.id) : null;
    return {
      status: ready ? 'ready' : audio.status === 'failed' ? 'failed' : 'processing',
      duration_ms: Math.max(0, Math.min(600_000, audio.durationMs)),
      mp4_url: urls?.mp4 ?? null,
      webm_url: urls?.webm ?? null,
    };
  };

  const markJson = (mark: MarkWithCorrection): V3Schemas['PracticeMark'] => ({
    id: mark.id,
    ayah: mark.ayah,
    word: mark.word,
    word_text: mark.wordText,
    category: mark.category,
    severity: mark.severity,
    note: mark.note,
    correction: mark.correction ? audioJson(mark.correction) : null,
    created_at: mark.createdAt.toISOString(),
  });

  const summaryJson = ({
    assignment,
    batch,
    courseTitle,
    practice,
  }: AssignmentView): V3Schemas['PracticeSummary'] => ({
    id: assignment.id,
    batch_id: batch.id,
    batch_name: batch.name,
    course_title: courseTitle,
    surah: assignment.surah,
    surah_name: surahName(assignment.surah),
    ayah_from: assignment.ayahFrom,
    ayah_to: assignment.ayahTo,
    focus: assignment.focus,
    due_at: iso(assignment.dueAt),
    status: practice?.status ?? 'assigned',
    round: practice?.round ?? 0,
    score: practice?.score ?? null,
    submitted_at: iso(practice?.submittedAt ?? null),
    reviewed_at: iso(practice?.reviewedAt ?? null),
  });

  const ayahJson = (view: AyahView): V3Schemas['PracticeAyah'] => ({
    number: view.ayah.number,
    text: view.ayah.text,
    words: view.ayah.words.map((text, index) => ({ index, text })),
    recording: view.recording
      ? {
          id: view.recording.id,
          size: view.recording.audio.size,
          created_at: view.recording.createdAt.toISOString(),
          audio: audioJson(view.recording.audio),
        }
      : null,
    verdict: view.verdict,
    marks: view.marks.map(markJson),
    rerecord: view.rerecord,
  });

  const detailJson = (view: PracticeView): V3Schemas['PracticeDetail'] => ({
    ...summaryJson(view),
    ayahs: view.ayahs.map(ayahJson),
    result: view.result,
    exam: view.exam ? { id: view.exam.id, title: view.exam.title, closes_at: iso(view.exam.closesAt) } : null,
  });

  const learnerJson = (learner: {
    id: string;
    name: string;
    phone: string | null;
  }): AdminSchemas['PracticeLearner'] => ({
    id: learner.id,
    name: learner.name,
    phone: learner.phone,
  });

  return {
    audioJson,
    markJson,
    summaryJson,
    detailJson,

    /** A learner's practice as the console reviews it. */
    adminPracticeJson: (
      view: PracticeView & { practiceId: string; learner: ConsolePracticeRow['learner'] },
    ) => ({
      ...detailJson(view),
      practice_id: view.practiceId,
      learner: learnerJson(view.learner),
    }),

    /** A practice in the console's queue. */
    adminItemJson: (row: ConsolePracticeRow): AdminSchemas['AdminPracticeItem'] => ({
      practice_id: row.practice.id,
      assignment_id: row.assignment.id,
      learner: learnerJson(row.learner),
      batch_id: row.batch.id,
      batch_name: row.batch.name,
      surah: row.assignment.surah,
      surah_name: surahName(row.assignment.surah),
      ayah_from: row.assignment.ayahFrom,
      ayah_to: row.assignment.ayahTo,
      status: row.practice.status,
      round: row.practice.round,
      submitted_at: iso(row.practice.submittedAt),
      reviewed_at: iso(row.practice.reviewedAt),
      score: row.practice.score,
      ...(row.examTitle === null ? {} : { exam_title: row.examTitle }),
      ...(row.assignment.hifzTier === null ? {} : { hifz_tier: row.assignment.hifzTier }),
    }),

    /** An assignment as the console lists it. */
    adminAssignmentJson: (row: {
      assignment: AssignmentRow;
      learner: { id: string; name: string; phone: string | null } | null;
      submitted: number;
      reviewed: number;
    }): AdminSchemas['AdminPracticeAssignment'] => ({
      id: row.assignment.id,
      batch_id: row.assignment.batchId,
      learner: row.learner ? learnerJson(row.learner) : null,
      surah: row.assignment.surah,
      surah_name: surahName(row.assignment.surah),
      ayah_from: row.assignment.ayahFrom,
      ayah_to: row.assignment.ayahTo,
      focus: row.assignment.focus,
      due_at: iso(row.assignment.dueAt),
      created_at: row.assignment.createdAt.toISOString(),
      submitted: row.submitted,
      reviewed: row.reviewed,
    }),
  };
}

export type PracticeJson = ReturnType<typeof practiceJsonWith>;

import type { MistakeCategory, MistakeSeverity } from '@tilawat/domain/rules';
import type { Tx } from '../db/client';
import type { AuthUser } from './auth';

/** One ayah of a reviewed recitation: the teacher's verdict and the marks on its words. */
export interface RecitedAyah {
  ayah: number;
  verdict: 'correct' | 'needs-work';
  marks: { category: MistakeCategory; severity: MistakeSeverity }[];
}

/**
 * Tells the hifz area (issue 41) that a teacher finished the review of a recitation of a learner's day of
 * memorisation: it rates each unit the recitation covered from the marks and the verdicts, in the review's
 * transaction. Handed to the practice area by src/areas.ts (the hifz area is above it and reads its tables;
 * the practice area never imports the hifz area).
 */
export type HifzRecited = (
  tx: Tx,
  review: {
    assignmentId: number;
    practiceId: string;
    round: number;
    learnerId: string;
    surah: number;
    ayahs: RecitedAyah[];
    reviewer: AuthUser;
    at: Date;
  },
) => Promise<unknown>;

/** For a practice area made without the hifz area (a test of that area alone): nothing to tell. */
export const noHifzStep: HifzRecited = async () => undefined;

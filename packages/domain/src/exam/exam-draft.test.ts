import { describe, expect, it } from 'vitest';
import type { StorageAdapter } from '../session/session';
import { memoryStorage } from '../store/test-store';
import {
  type ExamDraft,
  examDraftKey,
  readExamDraft,
  removeEveryExamDraft,
  removeExamDraft,
  resumeAnswers,
  writeExamDraft,
} from './exam-draft';

const refusing: StorageAdapter = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
  get length(): number {
    throw new Error('SecurityError');
  },
  key: () => {
    throw new Error('SecurityError');
  },
};

const questions = [{ id: 1 }, { id: 2 }, { id: 3 }];
const draft: ExamDraft = {
  examId: 71,
  submissionId: 'attempt-2',
  answers: [{ question: 2, text: 'ইখফা' }],
  flagged: [3],
  synced: false,
  changedAt: 1000,
};

describe('the copy of an exam kept on the device', () => {
  it('is kept per learner and exam, and read back as written', () => {
    const storage = memoryStorage();
    const key = examDraftKey('u-1', 71);
    expect(key).toBe('tilawat.exam.u-1.71');
    expect(examDraftKey('u-2', 71)).not.toBe(key);
    expect(writeExamDraft(storage, key, draft)).toBe(true);
    expect(readExamDraft(storage, key)).toEqual(draft);
    removeExamDraft(storage, key);
    expect(readExamDraft(storage, key)).toBeNull();
  });

  it('a copy that cannot be read is dropped, not trusted', () => {
    const storage = memoryStorage();
    const key = examDraftKey('u-1', 71);
    for (const bad of ['{', '"x"', JSON.stringify({ ...draft, answers: [{ question: -1, text: 'x' }] })]) {
      storage.setItem(key, bad);
      expect(readExamDraft(storage, key)).toBeNull();
      expect(storage.items.has(key)).toBe(false);
    }
  });

  it('a device that keeps nothing (storage off or full) loses nothing else: the page still saves to the server', () => {
    expect(writeExamDraft(refusing, 'k', draft)).toBe(false);
    expect(readExamDraft(refusing, 'k')).toBeNull();
    expect(() => removeExamDraft(refusing, 'k')).not.toThrow();
    expect(() => removeEveryExamDraft(refusing)).not.toThrow();
  });

  it("removes every learner's copies at once, and nothing else the device keeps", () => {
    const storage = memoryStorage();
    for (const [user, exam] of [
      ['u-1', 71],
      ['u-1', 72],
      ['u-2', 71],
    ] as const) {
      writeExamDraft(storage, examDraftKey(user, exam), { ...draft, examId: exam });
    }
    storage.setItem('user', '{"id":"u-1"}');
    storage.setItem('tilawat.progress.u-1', '[]');
    removeEveryExamDraft(storage);
    expect([...storage.items.keys()]).toEqual(['user', 'tilawat.progress.u-1']);
  });

  describe('resuming an attempt', () => {
    const saved = { submission_id: 'attempt-2', answers: [{ question: 1, option_ids: [4] }] };

    it('takes this device’s unsent answers of the same attempt, and says they must be sent', () => {
      expect(resumeAnswers(questions, saved, draft)).toEqual({
        answers: [{ question: 2, text: 'ইখফা' }],
        flagged: [3],
        unsent: true,
      });
    });

    it('takes the server’s answers when the device’s were sent (another device may have saved since)', () => {
      expect(resumeAnswers(questions, saved, { ...draft, synced: true })).toEqual({
        answers: [{ question: 1, option_ids: [4] }],
        flagged: [3],
        unsent: false,
      });
    });

    it('never reuses a copy of another attempt, nor marks of questions no longer there', () => {
      expect(resumeAnswers(questions, saved, { ...draft, submissionId: 'attempt-1' })).toEqual({
        answers: [{ question: 1, option_ids: [4] }],
        flagged: [],
        unsent: false,
      });
      expect(resumeAnswers(questions, saved, null).unsent).toBe(false);
      expect(resumeAnswers([{ id: 1 }], saved, { ...draft, synced: true }).flagged).toEqual([]);
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  answersFor,
  hasContent,
  isAnswered,
  isQuestionAnswered,
  unansweredCount,
  withAnswer,
} from './exam-answers';

const questions = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('exam answers', () => {
  it('an answer says something when an option is ticked or text is more than spaces', () => {
    expect(hasContent({ question: 1, option_ids: [4] })).toBe(true);
    expect(hasContent({ question: 1, option_ids: [] })).toBe(false);
    expect(hasContent({ question: 1, text: ' ইখফা ' })).toBe(true);
    expect(hasContent({ question: 1, text: ' \n ' })).toBe(false);
    expect(hasContent({ question: 1 })).toBe(false);
  });

  it('puts an answer in, one per question, in the exam’s order, whatever order they were given in', () => {
    let answers = withAnswer(questions, [], 3, { question: 3, text: 'ح' });
    answers = withAnswer(questions, answers, 1, { question: 1, option_ids: [2] });
    expect(answers).toEqual([
      { question: 1, option_ids: [2] },
      { question: 3, text: 'ح' },
    ]);
    // replaced, not added
    answers = withAnswer(questions, answers, 1, { question: 1, option_ids: [3] });
    expect(answers).toEqual([
      { question: 1, option_ids: [3] },
      { question: 3, text: 'ح' },
    ]);
  });

  it('takes an answer out when it is cleared or says nothing, and files it under the question it was given for', () => {
    const answers = [
      { question: 1, option_ids: [2] },
      { question: 2, text: 'x' },
    ];
    expect(withAnswer(questions, answers, 1, undefined)).toEqual([{ question: 2, text: 'x' }]);
    expect(withAnswer(questions, answers, 2, { question: 2, text: '  ' })).toEqual([
      { question: 1, option_ids: [2] },
    ]);
    expect(withAnswer(questions, [], 2, { question: 9, text: 'y' })).toEqual([{ question: 2, text: 'y' }]);
  });

  it('a kept copy is reduced to the exam’s questions, the first answer of each, with something in it', () => {
    expect(
      answersFor(questions, [
        { question: 3, text: 'a' },
        { question: 9, option_ids: [1] }, // no longer in the exam
        { question: 1, option_ids: [] }, // says nothing
        { question: 3, text: 'b' }, // a second answer to one question
        { question: 2, option_ids: [5] },
      ]),
    ).toEqual([
      { question: 2, option_ids: [5] },
      { question: 3, text: 'a' },
    ]);
  });

  it('counts the unanswered questions and tells an answered one', () => {
    const answers = [
      { question: 1, option_ids: [2] },
      { question: 3, text: ' ' },
    ];
    expect(unansweredCount(questions, answers)).toBe(2);
    expect(unansweredCount(questions, [])).toBe(3);
    expect(isAnswered(answers, 1)).toBe(true);
    expect(isAnswered(answers, 3)).toBe(false);
    expect(isAnswered(answers, 2)).toBe(false);
  });

  it('a recitation question (recorded on its practice page) is never counted unanswered', () => {
    const withRecitation = [
      { id: 1, kind: 'single-choice' as const },
      { id: 2, kind: 'recitation' as const },
      { id: 3, kind: 'short-text' as const },
    ];
    expect(unansweredCount(withRecitation, [])).toBe(2);
    expect(unansweredCount(withRecitation, [{ question: 1, option_ids: [4] }])).toBe(1);
  });
});

describe('isQuestionAnswered', () => {
  const recitation = (recorded: number) => ({
    id: 9,
    kind: 'recitation' as const,
    recitation: { ayah_from: 1, ayah_to: 3, recorded },
  });
  it('a recitation question is answered once every ayah of it is recorded, whatever the answers say', () => {
    expect(isQuestionAnswered(recitation(2), [])).toBe(false);
    expect(isQuestionAnswered(recitation(3), [])).toBe(true);
  });
  it('another question by its answer', () => {
    expect(isQuestionAnswered({ id: 4, kind: 'short-text' }, [{ question: 4, text: 'ذٰلِكَ' }])).toBe(true);
    expect(isQuestionAnswered({ id: 4, kind: 'short-text' }, [])).toBe(false);
  });
});

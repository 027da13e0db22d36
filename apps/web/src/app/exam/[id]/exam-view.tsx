'use client';

import {
  answerChanged,
  type ExamState,
  examLeft,
  flagToggled,
  openExam,
  questionShown,
  saveExamAnswers,
  selectExam,
  selectUnansweredCount,
  serverClock,
  submitExam,
} from '@tilawat/domain';
import { useAppDispatch, useAppSelector } from '@tilawat/domain/hooks';
import type { V3Schemas } from '@tilawat/sdk';
import {
  Button,
  Dialog,
  ExamInstruction,
  ExamResult,
  ExamTimer,
  QuestionCard,
  QuestionNavigator,
  SaveStatus,
} from '@tilawat/ui';
import { notFound } from 'next/navigation';
import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { FailureState } from '~/components/failure-state';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '~/lib/browser-client';
import { type ExamIntro, readExamIntro } from '~/lib/learner-reads';
import { failureMessage, type Loaded } from '~/lib/load';
import { batchPath, examPath } from '~/lib/paths';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useExamSync } from '~/lib/use-exam-sync';
import { useLearner } from '~/lib/use-learner';
import { useMediaQuery } from '~/lib/use-media-query';
import page from '~/styles/page.module.css';
import styles from './exam.module.css';
import { RecitationQuestion, RecitationResults } from './recitation-question';

const copy = webBn.exam;

/** From this width every question is on one page; below it, one at a time. */
const ALL_ON_ONE_PAGE = '(min-width: 48rem)';

/**
 * /exam/{id}: the instruction with the learner's eligibility (and their last result),
 * then the timed attempt — answers kept on the device and saved to the server as they change — and
 * the graded result. The flow's state is the store's exam slice (domain); this draws it.
 */
export function ExamView({ examId, initial }: { examId: number; initial?: Loaded<ExamIntro> }) {
  const learner = useLearner(examPath(examId));
  if (learner.status !== 'signed-in') {
    // Drawn on the server (and until the tab's session is there): the instruction the server read,
    // its start button busy until the exam can start.
    return initial?.ok ? (
      <IntroPanel data={initial.data} busy onStart={() => {}} />
    ) : initial ? (
      <FailureState failure={initial} />
    ) : (
      <PagePlaceholder minHeight="36rem" />
    );
  }
  return (
    <Provider store={learner.client.store}>
      <ExamFlow examId={examId} client={learner.client} initial={initial} />
    </Provider>
  );
}

/** The instruction with the learner's eligibility, a failure to start, and their last result. */
function IntroPanel({
  data,
  busy,
  failure,
  onStart,
}: {
  data: ExamIntro;
  busy: boolean;
  failure?: string | null;
  onStart: () => void;
}) {
  return (
    <div className={styles.stack}>
      <ExamInstruction
        instruction={data.instruction}
        eligibility={data.eligibility}
        resume={data.running !== null}
        loading={busy}
        onStart={onStart}
        headingLevel={1}
      />
      <FormError message={failure} />
      {data.eligibility.last_attempt ? (
        <>
          <ExamResult
            submission={data.eligibility.last_attempt}
            passMarks={data.instruction.pass_marks}
            className={styles.lastResult}
          />
          <RecitationResults submission={data.eligibility.last_attempt} />
        </>
      ) : null}
    </div>
  );
}

function ExamFlow({
  examId,
  client,
  initial,
}: {
  examId: number;
  client: BrowserClient;
  initial?: Loaded<ExamIntro>;
}) {
  const dispatch = useAppDispatch();
  const exam = useAppSelector(selectExam);
  const intro = useRead(
    `exam:${examId}`,
    withClient(client, (api) => readExamIntro(api, examId)),
    initial,
  );

  // Leaving the page lets go of the attempt in the store (its copy stays on the device).
  useEffect(
    () => () => {
      dispatch(examLeft());
    },
    [dispatch],
  );

  // A running attempt is resumed at once: its clock runs on the server whether the page is open or not.
  const running = intro.status === 'ready' && intro.data.running !== null;
  const resuming = running && exam.phase === 'idle' && exam.failure === null;
  useEffect(() => {
    if (resuming) void dispatch(openExam(examId));
  }, [resuming, dispatch, examId]);

  // After an attempt ends, read the eligibility again: the attempts left, and whether another may start.
  const { retry } = intro;
  const ended = exam.phase === 'ended';
  useEffect(() => {
    if (ended) retry();
  }, [ended, retry]);

  if (intro.status === 'error' && intro.failure.status === 404) notFound();

  if ((exam.phase === 'running' || exam.phase === 'submitting') && exam.exam)
    return <Attempt exam={exam} questions={exam.exam} />;

  if (exam.phase === 'ended' && exam.result && exam.exam) {
    return (
      <Ended
        exam={exam.exam}
        result={exam.result}
        eligibility={intro.status === 'ready' ? intro.data.eligibility : null}
        onStart={() => void dispatch(openExam(examId))}
      />
    );
  }

  return (
    <ReadView state={intro} headingLevel={2} loading={<PagePlaceholder minHeight="36rem" />}>
      {(data) => (
        <IntroPanel
          data={data}
          busy={exam.phase === 'opening' || resuming}
          failure={exam.failure ? failureMessage(exam.failure) : null}
          onStart={() => void dispatch(openExam(examId))}
        />
      )}
    </ReadView>
  );
}

/** The attempt: timer and save status, the questions (one at a time on a phone), submit with a confirmation. */
function Attempt({ exam, questions }: { exam: ExamState; questions: V3Schemas['Exam'] }) {
  const dispatch = useAppDispatch();
  const unanswered = useAppSelector(selectUnansweredCount);
  const allOnOnePage = useMediaQuery(ALL_ON_ONE_PAGE);
  const now = useMemo(() => serverClock(exam.clockOffset), [exam.clockOffset]);
  const deadline = questions.attempt.deadline_at;
  const [timeUp, setTimeUp] = useState(() => Date.parse(deadline) <= now());
  const [confirming, setConfirming] = useState(false);
  const cards = useRef(new Map<number, HTMLElement>());
  useExamSync(exam, dispatch);

  // At zero the page submits; the server grades what it has if this never reaches it.
  const onExpire = useCallback(() => {
    setTimeUp(true);
    setConfirming(false);
    void dispatch(submitExam());
  }, [dispatch]);

  const submitting = exam.phase === 'submitting';
  const locked = submitting || timeUp || exam.submitRequested;
  const list = questions.questions;
  const current = Math.min(exam.current, list.length - 1);

  // The navigator moves to a question and takes the learner there: focus on its first answer (a
  // screen reader reads the question's legend with it), scrolled into view.
  const go = (index: number) => {
    dispatch(questionShown(index));
    const id = list[index]?.id;
    requestAnimationFrame(() => {
      const node = id === undefined ? undefined : cards.current.get(id);
      // a recitation question has no answer here: its link to the practice page
      node?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled]), a[href]')?.focus();
      node?.scrollIntoView({ block: 'start' });
    });
  };

  // With every question on the page, the one being answered is the navigator's current.
  const followFocus = (event: FocusEvent<HTMLElement>) => {
    const at = (event.target as HTMLElement).closest<HTMLElement>('[data-question-index]');
    const index = Number(at?.dataset.questionIndex);
    if (at && index !== exam.current) dispatch(questionShown(index));
  };

  const card = (question: V3Schemas['Question'], index: number) => (
    <div
      key={question.id}
      ref={(node) => {
        if (node) cards.current.set(question.id, node);
        else cards.current.delete(question.id);
      }}
      data-question-index={index}
      className={styles.card}
    >
      {question.kind === 'recitation' ? (
        // recorded on its practice page, not answered here
        <RecitationQuestion question={question} index={index} total={list.length} />
      ) : (
        <QuestionCard
          question={question}
          index={index}
          total={list.length}
          answer={exam.answers.find((a) => a.question === question.id)}
          onAnswer={(answer) => dispatch(answerChanged({ question: question.id, answer }))}
          flagged={exam.flagged.includes(question.id)}
          onFlag={() => dispatch(flagToggled(question.id))}
          disabled={locked}
        />
      )}
    </div>
  );

  const shown = list[current];
  return (
    <article aria-labelledby="exam-title" className={styles.attempt}>
      <h1 id="exam-title" className={page.pageTitle}>
        {questions.title}
      </h1>

      <div className={styles.bar}>
        <ExamTimer deadlineAt={deadline} now={now} onExpire={onExpire} />
        <SaveStatus
          status={exam.save}
          savedAt={exam.savedAt}
          onRetry={exam.save === 'error' ? () => void dispatch(saveExamAnswers()) : undefined}
        />
      </div>

      {timeUp && !exam.submitRequested ? (
        <p className={styles.notice} role="status">
          {copy.timeUp}
        </p>
      ) : null}
      {exam.submitRequested && exam.failure?.status === 0 ? (
        <p className={styles.alert} role="alert">
          {copy.submitOwed}
        </p>
      ) : (
        <FormError message={exam.failure ? failureMessage(exam.failure) : null} />
      )}

      <div className={styles.layout}>
        <QuestionNavigator
          className={styles.navigator}
          questions={list}
          answers={exam.answers}
          flagged={exam.flagged}
          current={current}
          onSelect={go}
          columns={5}
        />

        <section
          aria-label={copy.questionsTitle}
          className={styles.questions}
          onFocus={allOnOnePage ? followFocus : undefined}
        >
          {allOnOnePage ? (
            list.map(card)
          ) : shown ? (
            <>
              {card(shown, current)}
              <div className={styles.steps}>
                <Button
                  variant="secondary"
                  disabled={current === 0}
                  onClick={() => dispatch(questionShown(current - 1))}
                >
                  {copy.previous}
                </Button>
                <Button
                  variant="secondary"
                  disabled={current === list.length - 1}
                  onClick={() => dispatch(questionShown(current + 1))}
                >
                  {copy.next}
                </Button>
              </div>
            </>
          ) : null}
        </section>
      </div>

      <div className={styles.submit}>
        <Button
          size="lg"
          fullWidth
          loading={submitting}
          disabled={locked && !submitting}
          onClick={() => setConfirming(true)}
        >
          {submitting ? copy.submitting : copy.submit}
        </Button>
      </div>

      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={copy.confirmTitle}
        description={unanswered > 0 ? copy.confirmUnanswered(unanswered) : copy.confirmAllAnswered}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {copy.cancel}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                void dispatch(submitExam());
              }}
            >
              {copy.confirm}
            </Button>
          </>
        }
      />
    </article>
  );
}

/** The graded attempt, then what is next: the attempts left and another start, or back to the batch. */
function Ended({
  exam,
  result,
  eligibility,
  onStart,
}: {
  exam: V3Schemas['Exam'];
  result: V3Schemas['Submission'];
  eligibility: V3Schemas['ExamEligibility'] | null;
  onStart: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces the questions: the learner (and a screen reader) starts reading it from its title.
  useEffect(() => heading.current?.focus(), []);
  const left = eligibility ? Math.max(0, eligibility.attempts_allowed - eligibility.attempts_used) : null;
  return (
    <article aria-labelledby="exam-title" className={styles.stack}>
      <h1 id="exam-title" ref={heading} tabIndex={-1} className={page.pageTitle}>
        {exam.title}
      </h1>
      <ExamResult submission={result} passMarks={exam.pass_marks} />
      <RecitationResults submission={result} />
      <div className={styles.next}>
        {left !== null ? <p className={styles.attemptsLeft}>{copy.attemptsLeft(left)}</p> : null}
        {eligibility?.eligible ? (
          <Button size="lg" onClick={onStart}>
            {copy.tryAgain}
          </Button>
        ) : null}
        <a href={batchPath(exam.batch_id)} className={page.textLink}>
          {copy.backToBatch}
        </a>
      </div>
    </article>
  );
}

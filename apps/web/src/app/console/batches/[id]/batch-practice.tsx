'use client';

import { formatDateTime } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { TilawatAdmin } from '@tilawat/sdk/admin';
import { useId } from 'react';
import { consoleBn } from '~/copy/console';
import type { BrowserClient } from '~/lib/browser-client';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead, withClient } from '~/lib/reads/use-read';
import styles from '../../console.module.css';
import { AssignmentForm } from '../../practice/assignment-form';

const copy = consoleBn.practice;

/**
 * A batch's recitation practice (`GET /batches/{id}/practice-assignments`): each assignment with how many
 * learners sent it and how many reviews are done, the way to the review queue, and a new assignment's form.
 */
export function BatchPractice({
  admin,
  client,
  batchId,
  onSaid,
}: {
  admin: TilawatAdmin;
  client: BrowserClient;
  batchId: number;
  onSaid: (said: string) => void;
}) {
  const headingId = useId();
  const assignments = useRead(
    `console-practice-assignments:${batchId}`,
    withClient(client, () =>
      unwrap(admin.GET('/batches/{id}/practice-assignments', { params: { path: { id: batchId } } })),
    ),
  );
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.assignments}</h2>
      {assignments.status === 'ready' && assignments.data.length === 0 ? (
        <p className={styles.muted}>{copy.noAssignments}</p>
      ) : null}
      {assignments.status === 'ready' ? (
        <ol className={styles.plainList}>
          {assignments.data.map((assignment) => (
            <li key={assignment.id}>
              <strong>{copy.range(assignment.surah_name, assignment.ayah_from, assignment.ayah_to)}</strong> ·{' '}
              {assignment.learner ? copy.forOne(assignment.learner.name) : copy.forWhole} ·{' '}
              {copy.assignmentLine(assignment.submitted, assignment.reviewed)}
              {assignment.due_at ? ` · ${copy.due(formatDateTime(assignment.due_at))}` : ''}
              {assignment.focus ? (
                <>
                  <br />
                  <span className={styles.muted}>{copy.focus(assignment.focus)}</span>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <p>
        <a href="/console/practice">{copy.queueLink}</a>
      </p>
      <AssignmentForm
        admin={admin}
        batchId={batchId}
        onAssigned={(_made, said) => {
          onSaid(said);
          invalidateReads('console-practice-assignments');
        }}
      />
    </section>
  );
}

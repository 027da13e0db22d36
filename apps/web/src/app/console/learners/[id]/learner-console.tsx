'use client';

import { formatDate, formatDateTime, formatMoney, paymentMethods } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas } from '@tilawat/sdk/admin';
import { Button, ConfirmDialog, DataTable, type DataTableColumn, TextField } from '@tilawat/ui';
import { useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { failureMessage, load } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead } from '~/lib/reads/use-read';
import styles from '../../console.module.css';
import { ConsoleForm, onePage, PersonCell, SelectField, useConsoleSubmit } from '../../console-parts';
import { ConsoleForbidden } from '../../forbidden';
import { useConsole, withAdmin } from '../../use-console';
import { CouponForm } from './coupon-form';
import { LearnerGuardians } from './learner-guardians';

type Detail = AdminSchemas['AdminLearnerDetail'];
type Enrollment = Detail['enrollments'][number];
type Purchase = Detail['purchases'][number];
const copy = consoleBn.learners;

/**
 * One learner (`GET /api/v3/admin/learners/{id}`): their batches (each can be taken away, or its
 * certificate issued by hand — issue 40 —, with the reason typed above), a manual enrollment with a reason, their latest course purchases, and their
 * signed-in devices with "sign out everywhere" behind a confirmation.
 */
export function LearnerConsole({ id }: { id: string }) {
  const access = useConsole(`/console/learners/${id}`);
  const [said, setSaid] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<Enrollment | null>(null);
  const [issuing, setIssuing] = useState<Enrollment | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [batch, setBatch] = useState('');
  const learner = useRead(
    `console-learner:${id}`,
    withAdmin(access, (admin) => unwrap(admin.GET('/learners/{id}', { params: { path: { id } } }))),
  );
  const batches = useRead(
    'console-learner-batches',
    withAdmin(access, (admin) => unwrap(admin.GET('/batches', { params: { query: { limit: 100 } } }))),
  );
  const enrolling = useConsoleSubmit(['batch', 'reason'] as const);
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;

  /** The reason typed, or its error beside the field (nothing is sent without one). */
  const reasonGiven = (): string | null => {
    const text = reason.trim();
    if (text.length < 3) {
      setReasonError(copy.reasonNeeded);
      return null;
    }
    setReasonError(undefined);
    return text;
  };
  const done = (text: string) => {
    setSaid(text);
    setReason('');
    invalidateReads('console-learner');
  };
  const remove = async (enrollment: Enrollment) => {
    const text = reasonGiven();
    if (!text) return;
    setBusy(true);
    setDialogError(null);
    const removed = await load(() =>
      unwrap(
        access.admin.POST('/learners/{id}/enrollments/{batch}/remove', {
          params: { path: { id, batch: enrollment.batch.id } },
          body: { reason: text },
        }),
      ),
    );
    setBusy(false);
    if (!removed.ok) {
      setDialogError(failureMessage(removed));
      return;
    }
    setRemoving(null);
    done(copy.removed(enrollment.batch.name));
  };
  /** A certificate of the batch, by hand, with the reason typed above (issue 40). */
  const issue = async (enrollment: Enrollment) => {
    const text = reasonGiven();
    if (!text) return;
    setBusy(true);
    setDialogError(null);
    const issued = await load(() =>
      unwrap(
        access.admin.POST('/batches/{id}/certificates', {
          params: { path: { id: enrollment.batch.id } },
          body: { learner_id: id, reason: text },
        }),
      ),
    );
    setBusy(false);
    if (!issued.ok) {
      setDialogError(failureMessage(issued));
      return;
    }
    setIssuing(null);
    done(consoleBn.certificates.issued_(enrollment.batch.name));
  };
  const signOut = async () => {
    setBusy(true);
    setDialogError(null);
    const out = await load(() =>
      unwrap(access.admin.POST('/learners/{id}/sign-out', { params: { path: { id } } })),
    );
    setBusy(false);
    if (!out.ok) {
      setDialogError(failureMessage(out));
      return;
    }
    setSigningOut(false);
    done(copy.signedOut(out.data.ended));
  };

  const enrollmentColumns: DataTableColumn<Enrollment>[] = [
    {
      key: 'batch',
      header: copy.batch,
      cell: (row) => (
        <>
          <strong>{row.batch.name}</strong>
          <br />
          <span className={styles.muted}>{row.course_title}</span>
        </>
      ),
    },
    { key: 'source', header: copy.source, cell: (row) => copy.sources[row.source] },
    { key: 'since', header: copy.since, cell: (row) => formatDate(row.enrolled_at) },
    {
      key: 'until',
      header: copy.until,
      cell: (row) => (row.expires_at ? formatDate(row.expires_at) : copy.forever),
    },
    {
      key: 'certificate',
      header: consoleBn.certificates.issue,
      cell: (row) => (
        <Button
          variant="secondary"
          aria-label={consoleBn.certificates.issueLabel(row.batch.name)}
          onClick={() => {
            if (!reasonGiven()) return;
            setDialogError(null);
            setIssuing(row);
          }}
        >
          {consoleBn.certificates.issue}
        </Button>
      ),
    },
    {
      key: 'remove',
      header: copy.remove,
      cell: (row) => (
        <Button
          variant="secondary"
          aria-label={copy.removeLabel(row.batch.name)}
          onClick={() => {
            if (!reasonGiven()) return;
            setDialogError(null);
            setRemoving(row);
          }}
        >
          {copy.remove}
        </Button>
      ),
    },
  ];
  const purchaseColumns: DataTableColumn<Purchase>[] = [
    { key: 'item', header: copy.item, cell: (row) => row.item_title },
    { key: 'amount', header: copy.amount, cell: (row) => formatMoney(row.amount.amount) },
    { key: 'method', header: copy.method, cell: (row) => paymentMethods[row.method].bn },
    { key: 'status', header: copy.status, cell: (row) => copy.statuses[row.status] },
    { key: 'at', header: copy.at, cell: (row) => formatDateTime(row.paid_at ?? row.created_at) },
  ];

  return (
    <>
      <p>
        <a href="/console/learners">{copy.back}</a>
      </p>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <ReadView state={learner}>
        {({ learner: person, enrollments, purchases, sessions }) => (
          <>
            <h2 className={styles.sectionTitle}>
              <PersonCell person={person} />
            </h2>
            <p className={styles.muted}>
              {copy.joined}: {formatDate(person.joined_at)} · {person.verified ? copy.yes : copy.no}
            </p>
            <div className={styles.filters}>
              <TextField
                label={copy.reason}
                value={reason}
                onValueChange={setReason}
                error={reasonError}
                maxLength={300}
              />
            </div>
            <DataTable
              caption={copy.enrollments}
              columns={enrollmentColumns}
              rows={enrollments}
              rowKey={(row) => String(row.batch.id)}
              {...onePage(enrollments.length)}
              empty={copy.noEnrollments}
            />
            <ConsoleForm
              title={copy.enrollTitle}
              level={2}
              onSubmit={async () => {
                const text = reasonGiven();
                const chosen = Number(batch);
                if (!text) return;
                const enrolled = await enrolling.submit(() =>
                  unwrap(
                    access.admin.POST('/learners/{id}/enrollments', {
                      params: { path: { id } },
                      body: { batch: chosen, reason: text },
                    }),
                  ),
                );
                if (enrolled) {
                  const name = enrolled.enrollments.find((row) => row.batch.id === chosen)?.batch.name ?? '';
                  setBatch('');
                  done(copy.enrolled(name));
                }
              }}
              submitLabel={copy.enroll}
              busy={enrolling.busy}
              formError={enrolling.formError ?? enrolling.errors.reason ?? null}
            >
              <SelectField
                label={copy.enrollBatch}
                error={enrolling.errors.batch}
                value={batch}
                onChange={setBatch}
                options={[
                  { value: '', label: copy.chooseBatch },
                  ...(batches.status === 'ready' ? batches.data.items : []).map((option) => ({
                    value: String(option.id),
                    label: `${option.course_title} — ${option.name}`,
                  })),
                ]}
              />
            </ConsoleForm>
            <DataTable
              caption={copy.purchases}
              columns={purchaseColumns}
              rows={purchases}
              rowKey={(row) => row.id}
              {...onePage(purchases.length)}
              empty={copy.noPurchases}
            />
            <CouponForm admin={access.admin} learnerId={id} onGiven={done} />
            <LearnerGuardians admin={access.admin} client={access.client} learnerId={id} onSaid={done} />
            <h2 className={styles.sectionTitle}>{copy.sessions}</h2>
            {sessions.length === 0 ? (
              <p className={styles.muted}>{copy.noSessions}</p>
            ) : (
              <ul className={styles.plainList} aria-label={copy.sessions}>
                {sessions.map((session) => (
                  <li key={session.id}>
                    {session.user_agent ?? copy.unknownDevice}
                    <br />
                    <span className={styles.muted}>
                      {copy.lastUsed(formatDateTime(session.last_used_at))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Button variant="secondary" disabled={sessions.length === 0} onClick={() => setSigningOut(true)}>
              {copy.signOut}
            </Button>
            <ConfirmDialog
              open={issuing !== null}
              onOpenChange={(open) => {
                if (!open) setIssuing(null);
              }}
              title={issuing ? consoleBn.certificates.issueTitle(issuing.batch.name) : ''}
              description={consoleBn.certificates.issueText(reason.trim())}
              confirmLabel={consoleBn.certificates.issueConfirm}
              busy={busy}
              error={dialogError}
              onConfirm={() => {
                if (issuing) void issue(issuing);
              }}
            />
            <ConfirmDialog
              open={removing !== null}
              onOpenChange={(open) => {
                if (!open) setRemoving(null);
              }}
              title={removing ? copy.removeTitle(removing.batch.name) : ''}
              description={copy.removeText(reason.trim())}
              confirmLabel={copy.removeConfirm}
              busy={busy}
              error={dialogError}
              onConfirm={() => {
                if (removing) void remove(removing);
              }}
            />
            <ConfirmDialog
              open={signingOut}
              onOpenChange={setSigningOut}
              title={copy.signOutTitle(person.name)}
              description={copy.signOutText}
              confirmLabel={copy.signOutConfirm}
              busy={busy}
              error={dialogError}
              onConfirm={() => void signOut()}
            />
          </>
        )}
      </ReadView>
    </>
  );
}

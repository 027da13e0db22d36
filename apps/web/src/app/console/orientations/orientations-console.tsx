'use client';

import { formatDateTime, fromDhakaInput } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { AdminSchemas, TilawatAdmin } from '@tilawat/sdk/admin';
import { Button, DataTable, type DataTableColumn, TextField } from '@tilawat/ui';
import { useState } from 'react';
import { FormError } from '~/components/form-error';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { failureMessage, load } from '~/lib/load';
import { invalidateReads } from '~/lib/reads/read-api';
import { useRead } from '~/lib/reads/use-read';
import styles from '../console.module.css';
import { ConsoleForm, TextAreaField, useConsoleSubmit } from '../console-parts';
import { ConsoleForbidden } from '../forbidden';
import { useConsole, withAdmin } from '../use-console';

type Webinar = AdminSchemas['AdminOrientation'];
const copy = consoleBn.orientations;

/** A new webinar (`POST /orientations`), each refused field beside it. */
function OrientationForm({ admin, onSaved }: { admin: TilawatAdmin; onSaved: (said: string) => void }) {
  const empty = {
    title: '',
    description: '',
    host: '',
    starts_at: '',
    minutes: '45',
    seats: '100',
    join_url: '',
  };
  const [values, setValues] = useState(empty);
  const { busy, errors, formError, submit } = useConsoleSubmit([
    'title',
    'description',
    'host',
    'starts_at',
    'duration_minutes',
    'seats_total',
    'join_url',
  ] as const);
  const set = (key: keyof typeof values) => (value: string) => setValues((now) => ({ ...now, [key]: value }));
  return (
    <ConsoleForm
      title={copy.newTitle}
      level={2}
      onSubmit={async () => {
        const made = await submit(() =>
          unwrap(
            admin.POST('/orientations', {
              body: {
                title: values.title,
                description: values.description,
                host: values.host,
                starts_at: fromDhakaInput(values.starts_at) ?? values.starts_at,
                duration_minutes: Number(values.minutes || Number.NaN),
                seats_total: Number(values.seats || Number.NaN),
                join_url: values.join_url.trim(),
              },
            }),
          ),
        );
        if (made) {
          setValues(empty);
          onSaved(copy.created(made.title));
        }
      }}
      submitLabel={copy.create}
      busy={busy}
      formError={formError}
    >
      <TextField
        label={copy.webinarTitle}
        value={values.title}
        onValueChange={set('title')}
        error={errors.title}
        maxLength={160}
      />
      <TextField
        label={copy.host}
        value={values.host}
        onValueChange={set('host')}
        error={errors.host}
        maxLength={120}
      />
      <TextField
        label={copy.startsAt}
        type="datetime-local"
        value={values.starts_at}
        onValueChange={set('starts_at')}
        error={errors.starts_at}
      />
      <TextField
        label={copy.minutes}
        type="number"
        inputMode="numeric"
        min={10}
        max={600}
        value={values.minutes}
        onValueChange={set('minutes')}
        error={errors.duration_minutes}
      />
      <TextField
        label={copy.seatsTotal}
        type="number"
        inputMode="numeric"
        min={1}
        value={values.seats}
        onValueChange={set('seats')}
        error={errors.seats_total}
      />
      <TextField
        label={copy.joinUrl}
        type="url"
        dir="ltr"
        value={values.join_url}
        onValueChange={set('join_url')}
        error={errors.join_url}
      />
      <TextAreaField
        label={copy.description}
        optional
        error={errors.description}
        rows={2}
        maxLength={2000}
        value={values.description}
        onChange={set('description')}
      />
    </ConsoleForm>
  );
}

/** The webinars (`GET /api/v3/admin/orientations`), latest first, with seats booked; a new one's form. */
export function OrientationsConsole() {
  const access = useConsole('/console/orientations');
  const [page, setPage] = useState(1);
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const webinars = useRead(
    `console-orientations:${page}`,
    withAdmin(access, (admin) =>
      unwrap(admin.GET('/orientations', { params: { query: { page, limit: 20 } } })),
    ),
  );
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;

  const moreSeats = async (webinar: Webinar) => {
    setFailed(null);
    const done = await load(() =>
      unwrap(
        access.admin.PATCH('/orientations/{id}', {
          params: { path: { id: webinar.id } },
          body: { seats_total: webinar.seats_total + 10 },
        }),
      ),
    );
    if (!done.ok) {
      setFailed(failureMessage(done));
      return;
    }
    setSaid(copy.saved(webinar.title));
    invalidateReads('console-orientations');
  };
  const columns: DataTableColumn<Webinar>[] = [
    {
      key: 'webinar',
      header: copy.webinar,
      cell: (webinar) => (
        <>
          <strong>{webinar.title}</strong>
          <br />
          <span className={styles.muted}>{webinar.host}</span>
        </>
      ),
    },
    { key: 'when', header: copy.when, cell: (webinar) => formatDateTime(webinar.starts_at) },
    {
      key: 'seats',
      header: copy.seats,
      cell: (webinar) => copy.seatsOf(webinar.seats_booked, webinar.seats_total),
    },
    {
      key: 'actions',
      header: copy.moreSeats,
      cell: (webinar) => (
        <Button
          variant="secondary"
          aria-label={copy.moreSeatsLabel(webinar.title)}
          onClick={() => void moreSeats(webinar)}
        >
          {copy.moreSeats}
        </Button>
      ),
    },
  ];
  return (
    <>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <FormError message={failed} />
      <ReadView state={webinars}>
        {(data) => (
          <DataTable
            caption={`${copy.caption} — ${copy.count(data.total)}`}
            columns={columns}
            rows={data.items}
            rowKey={(webinar) => String(webinar.id)}
            page={data.page}
            limit={data.limit}
            total={data.total}
            onPageChange={setPage}
            empty={copy.empty}
          />
        )}
      </ReadView>
      <OrientationForm
        admin={access.admin}
        onSaved={(text) => {
          setSaid(text);
          invalidateReads('console-orientations');
        }}
      />
    </>
  );
}

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
import { ConsoleForm, SelectField, TextAreaField, useConsoleSubmit } from '../console-parts';
import { ConsoleForbidden } from '../forbidden';
import { useConsole, withAdmin } from '../use-console';

type Promo = AdminSchemas['AdminPromo'];
const copy = consoleBn.promos;
const promoFields = [
  'code',
  'title',
  'description',
  'kind',
  'value',
  'courses',
  'valid_until',
  'public',
  'per_learner_limit',
  'total_limit',
] as const;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** A new promo code (`POST /promos`): the server's refusal of a field shows beside it. */
function PromoForm({ admin, onSaved }: { admin: TilawatAdmin; onSaved: (said: string) => void }) {
  const empty = {
    code: '',
    title: '',
    description: '',
    kind: 'percentage' as Promo['kind'],
    value: '',
    valid_until: '',
    per_learner_limit: '',
    total_limit: '',
    public: false,
  };
  const [values, setValues] = useState(empty);
  const { busy, errors, formError, submit } = useConsoleSubmit(promoFields);
  const set = (key: keyof typeof values) => (value: string) => setValues((now) => ({ ...now, [key]: value }));
  return (
    <ConsoleForm
      title={copy.newTitle}
      level={2}
      onSubmit={async () => {
        const made = await submit(() =>
          unwrap(
            admin.POST('/promos', {
              body: {
                code: values.code.trim(),
                title: values.title,
                description: values.description,
                kind: values.kind,
                value: Number(values.value || Number.NaN),
                valid_until: values.valid_until
                  ? (fromDhakaInput(values.valid_until) ?? values.valid_until)
                  : null,
                per_learner_limit: numberOrNull(values.per_learner_limit),
                total_limit: numberOrNull(values.total_limit),
                public: values.public,
              },
            }),
          ),
        );
        if (made) {
          setValues(empty);
          onSaved(copy.created(made.code));
        }
      }}
      submitLabel={copy.create}
      busy={busy}
      formError={formError ?? errors.courses ?? null}
    >
      <TextField
        label={copy.code}
        hint={copy.codeHint}
        value={values.code}
        onValueChange={set('code')}
        error={errors.code}
        dir="ltr"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
      />
      <TextField
        label={copy.promoTitle}
        value={values.title}
        onValueChange={set('title')}
        error={errors.title}
        maxLength={120}
      />
      <SelectField
        label={copy.kind}
        error={errors.kind}
        value={values.kind}
        onChange={set('kind')}
        options={Object.entries(copy.kinds).map(([value, label]) => ({ value, label }))}
      />
      <TextField
        label={copy.value}
        type="number"
        inputMode="numeric"
        min={1}
        value={values.value}
        onValueChange={set('value')}
        error={errors.value}
      />
      <TextField
        label={copy.validUntil}
        optional
        type="datetime-local"
        value={values.valid_until}
        onValueChange={set('valid_until')}
        error={errors.valid_until}
      />
      <TextField
        label={copy.perLearner}
        optional
        type="number"
        inputMode="numeric"
        min={1}
        value={values.per_learner_limit}
        onValueChange={set('per_learner_limit')}
        error={errors.per_learner_limit}
      />
      <TextField
        label={copy.total}
        optional
        type="number"
        inputMode="numeric"
        min={1}
        value={values.total_limit}
        onValueChange={set('total_limit')}
        error={errors.total_limit}
      />
      <TextAreaField
        label={copy.description}
        optional
        error={errors.description}
        rows={2}
        maxLength={1000}
        value={values.description}
        onChange={set('description')}
      />
      <label className={`${styles.check} ${styles.wide}`}>
        <input
          type="checkbox"
          checked={values.public}
          onChange={(event) => setValues((now) => ({ ...now, public: event.target.checked }))}
        />
        {copy.publicBox}
      </label>
    </ConsoleForm>
  );
}

/**
 * The promo codes (`GET /api/v3/admin/promos`) with their uses: each shown on the site or hidden, or
 * ended now; and a new code's form.
 */
export function PromosConsole() {
  const access = useConsole('/console/promos');
  const [page, setPage] = useState(1);
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const promos = useRead(
    `console-promos:${page}`,
    withAdmin(access, (admin) => unwrap(admin.GET('/promos', { params: { query: { page, limit: 20 } } }))),
  );
  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;

  const change = async (promo: Promo, body: AdminSchemas['UpdatePromoPayload'], text: string) => {
    setSaid('');
    setFailed(null);
    const done = await load(() =>
      unwrap(access.admin.PATCH('/promos/{code}', { params: { path: { code: promo.code } }, body })),
    );
    if (!done.ok) {
      setFailed(failureMessage(done));
      return;
    }
    setSaid(text);
    invalidateReads('console-promos');
  };
  const ended = (promo: Promo) => promo.valid_until !== null && Date.parse(promo.valid_until) <= Date.now();
  const columns: DataTableColumn<Promo>[] = [
    {
      key: 'code',
      header: copy.code,
      cell: (promo) => (
        <>
          <strong dir="ltr">{promo.code}</strong>
          <br />
          <span className={styles.muted}>{promo.title}</span>
        </>
      ),
    },
    {
      key: 'offer',
      header: copy.offer,
      cell: (promo) => (promo.kind === 'percentage' ? copy.percent(promo.value) : copy.fixed(promo.value)),
    },
    {
      key: 'courses',
      header: copy.courses,
      cell: (promo) => (promo.courses ? copy.someCourses(promo.courses.length) : copy.allCourses),
    },
    {
      key: 'until',
      header: copy.until,
      cell: (promo) => (promo.valid_until ? formatDateTime(promo.valid_until) : copy.noEnd),
    },
    { key: 'uses', header: copy.uses, cell: (promo) => copy.usesOf(promo.uses, promo.total_limit) },
    { key: 'shown', header: copy.shown, cell: (promo) => (promo.public ? copy.public : copy.private) },
    {
      key: 'actions',
      header: copy.actions,
      cell: (promo) => (
        <span className={styles.actions}>
          <Button
            variant="secondary"
            aria-label={promo.public ? copy.hideLabel(promo.code) : copy.showLabel(promo.code)}
            onClick={() => void change(promo, { public: !promo.public }, copy.saved(promo.code))}
          >
            {promo.public ? copy.hide : copy.show}
          </Button>
          <Button
            variant="secondary"
            disabled={ended(promo)}
            aria-label={copy.endLabel(promo.code)}
            onClick={() =>
              void change(promo, { valid_until: new Date().toISOString() }, copy.ended(promo.code))
            }
          >
            {copy.end}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <>
      <p role="status" className={styles.status}>
        {said}
      </p>
      <FormError message={failed} />
      <ReadView state={promos}>
        {(data) => (
          <DataTable
            caption={`${copy.caption} — ${copy.count(data.total)}`}
            columns={columns}
            rows={data.items}
            rowKey={(promo) => promo.code}
            page={data.page}
            limit={data.limit}
            total={data.total}
            onPageChange={setPage}
            empty={copy.empty}
          />
        )}
      </ReadView>
      <PromoForm
        admin={access.admin}
        onSaved={(text) => {
          setSaid(text);
          invalidateReads('console-promos');
        }}
      />
    </>
  );
}

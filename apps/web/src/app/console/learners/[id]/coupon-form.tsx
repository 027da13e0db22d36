'use client';

import { fromDhakaInput } from '@tilawat/domain';
import { unwrap } from '@tilawat/sdk';
import type { TilawatAdmin } from '@tilawat/sdk/admin';
import { TextField } from '@tilawat/ui';
import { useState } from 'react';
import { consoleBn } from '~/copy/console';
import { ConsoleForm, SelectField, useConsoleSubmit } from '../../console-parts';

const copy = consoleBn.coupons;

/** A coupon given to the learner (`POST /learners/{id}/coupons`): a gift or a top-up, one per reason. */
export function CouponForm({
  admin,
  learnerId,
  onGiven,
}: {
  admin: TilawatAdmin;
  learnerId: string;
  onGiven: (said: string) => void;
}) {
  const empty = { kind: 'gift' as 'gift' | 'topup', title: '', value: '', expires_at: '', reason: '' };
  const [values, setValues] = useState(empty);
  const { busy, errors, formError, submit } = useConsoleSubmit([
    'kind',
    'title',
    'value',
    'expires_at',
    'reason',
  ] as const);
  const set = (key: keyof typeof values) => (value: string) => setValues((now) => ({ ...now, [key]: value }));
  return (
    <ConsoleForm
      title={copy.title}
      level={2}
      onSubmit={async () => {
        const given = await submit(() =>
          unwrap(
            admin.POST('/learners/{id}/coupons', {
              params: { path: { id: learnerId } },
              body: {
                kind: values.kind,
                title: values.title,
                value: Number(values.value || Number.NaN),
                expires_at: values.expires_at
                  ? (fromDhakaInput(values.expires_at) ?? values.expires_at)
                  : null,
                reason: values.reason,
              },
            }),
          ),
        );
        if (given) {
          setValues(empty);
          onGiven(copy.given(given.code));
        }
      }}
      submitLabel={copy.give}
      busy={busy}
      formError={formError}
    >
      <SelectField
        label={copy.kind}
        error={errors.kind}
        value={values.kind}
        onChange={set('kind')}
        options={Object.entries(copy.kinds).map(([value, label]) => ({ value, label }))}
      />
      <TextField
        label={copy.couponTitle}
        value={values.title}
        onValueChange={set('title')}
        error={errors.title}
        maxLength={120}
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
        label={copy.expiresAt}
        optional
        type="datetime-local"
        value={values.expires_at}
        onValueChange={set('expires_at')}
        error={errors.expires_at}
      />
      <TextField
        label={copy.reason}
        value={values.reason}
        onValueChange={set('reason')}
        error={errors.reason}
        maxLength={100}
      />
    </ConsoleForm>
  );
}

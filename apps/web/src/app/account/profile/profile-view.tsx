'use client';

import {
  type ApiFailure,
  confirmIdentityChange,
  identityText,
  requestIdentityChange,
  toIdentityInput,
  toStepErrors,
  updateMe,
  uploadAvatar,
} from '@tilawat/domain';
import { expectData, type V2Schemas } from '@tilawat/sdk';
import {
  AvatarUpload,
  IdentityChangeForm,
  type IdentityChangeRequest,
  ProfileForm,
  profileFormFields,
  Skeleton,
} from '@tilawat/ui';
import { useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { webBn } from '~/copy/bn';
import type { BrowserClient } from '~/lib/browser-client';
import { failureMessage } from '~/lib/load';
import { profilePath } from '~/lib/paths';
import { useRead, withClient } from '~/lib/reads/use-read';
import { useLearner } from '~/lib/use-learner';
import styles from './profile.module.css';

const copy = webBn.profile;
type User = V2Schemas['User'];

/** A rejected thunk's failure; one that never reached the server reads as "unreachable". */
const failureOf = (payload: ApiFailure | undefined): ApiFailure =>
  payload ?? { status: 0, code: 'NETWORK', msg: '', errors: [] };

/**
 * The learner's profile in the browser: `GET /user/me`, then the photo (domain's `uploadAvatar`:
 * `POST /user/upload-avatar`, the server's Bengali 413/415 shown beside the picker) and the form
 * (domain's `updateMe`: `PATCH /user/me`, field errors beside their fields, 'User data updated').
 */
export function ProfileView() {
  const learner = useLearner(profilePath);
  const client = learner.status === 'signed-in' ? learner.client : null;
  const me = useRead(
    'me',
    withClient(client, (api) => expectData(api.v2.GET('/user/me'))),
  );
  const [updated, setUpdated] = useState<User | null>(null);

  if (!client) return <PagePlaceholder minHeight="32rem" />;

  return (
    <ReadView state={me} headingLevel={2} loading={<Skeleton variant="block" height="28rem" />}>
      {(data) => <Profile client={client} user={updated ?? data} onUpdated={setUpdated} />}
    </ReadView>
  );
}

function Profile({
  client,
  user,
  onUpdated,
}: {
  client: BrowserClient;
  user: User;
  onUpdated: (user: User) => void;
}) {
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [photoSaved, setPhotoSaved] = useState(false);

  const save = async (values: { name: string; phone_extra: string | null }) => {
    setSaving(true);
    setErrors({});
    setFormError(null);
    const done = await client.store.dispatch(updateMe(values));
    setSaving(false);
    if (updateMe.fulfilled.match(done)) {
      onUpdated(done.payload);
      const { notify } = await import('~/components/notify');
      notify.success('userUpdated');
      return;
    }
    const failure = failureOf(done.payload);
    const split = toStepErrors(failure, profileFormFields);
    setErrors(split.errors);
    setFormError(split.formError === undefined ? null : failureMessage(failure));
  };

  const upload = async (file: File) => {
    setUploading(true);
    setPhotoError(null);
    setPhotoSaved(false);
    const done = await client.store.dispatch(uploadAvatar(file));
    setUploading(false);
    if (uploadAvatar.fulfilled.match(done)) {
      onUpdated(done.payload);
      setPhotoSaved(true);
      return;
    }
    setPhotoError(failureMessage(failureOf(done.payload)));
  };

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="profile-photo-title">
        <h2 id="profile-photo-title" className={styles.cardTitle}>
          {copy.photoTitle}
        </h2>
        <AvatarUpload
          src={user.avatar}
          name={user.name}
          onUpload={upload}
          uploading={uploading}
          error={photoError}
        />
        <p role="status" className={styles.saved}>
          {photoSaved ? copy.photoSaved : ''}
        </p>
      </section>
      <ProfileForm
        key={`${user.name}|${user.phone_extra ?? ''}`}
        user={user}
        onSubmit={save}
        submitting={saving}
        errors={errors}
        error={formError}
        headingLevel={2}
      />
      <IdentityChange client={client} onMoved={(moved) => onUpdated({ ...user, ...moved })} />
    </div>
  );
}

/**
 * Moving the account to another phone or e-mail (issue 35): domain's `requestIdentityChange` (the new
 * address and the current password; a code goes there), then `confirmIdentityChange` with the code;
 * field errors beside their fields, the rest in the form's alert, 'User data updated' when it moved.
 */
function IdentityChange({
  client,
  onMoved,
}: {
  client: BrowserClient;
  onMoved: (moved: Pick<User, 'phone' | 'email'>) => void;
}) {
  const [step, setStep] = useState<'ask' | 'confirm'>('ask');
  const [target, setTarget] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [error, setError] = useState<string | null>(null);

  const refused = (failure: ApiFailure, fields: readonly string[]) => {
    const split = toStepErrors(
      {
        ...failure,
        // the body's phone or email is the form's one field for the new address
        errors: failure.errors.map((e) => ({ ...e, path: e.path.replace(/^\/?(phone|email)$/, 'identity') })),
      },
      fields,
    );
    setErrors(split.errors);
    setError(split.formError === undefined ? null : failureMessage(failure));
  };

  const request = async ({ identity, current_password }: IdentityChangeRequest) => {
    setSubmitting(true);
    setErrors({});
    setError(null);
    const input = toIdentityInput(identity);
    const done = await client.store.dispatch(requestIdentityChange({ ...input, current_password }));
    setSubmitting(false);
    if (requestIdentityChange.fulfilled.match(done)) {
      setTarget(identityText(input));
      setStep('confirm');
      const { notify } = await import('~/components/notify');
      notify.success('otpSent');
      return;
    }
    refused(failureOf(done.payload), ['identity', 'current_password']);
  };

  const confirm = async ({ otp }: { otp: string }) => {
    setSubmitting(true);
    setErrors({});
    setError(null);
    const done = await client.store.dispatch(confirmIdentityChange({ otp }));
    setSubmitting(false);
    if (confirmIdentityChange.fulfilled.match(done)) {
      onMoved({ phone: done.payload.user.phone, email: done.payload.user.email });
      setStep('ask');
      const { notify } = await import('~/components/notify');
      notify.success('userUpdated');
      return;
    }
    refused(failureOf(done.payload), ['otp']);
  };

  return (
    <IdentityChangeForm
      step={step}
      target={target}
      onRequest={request}
      onConfirm={confirm}
      onBack={() => {
        setStep('ask');
        setErrors({});
        setError(null);
      }}
      submitting={submitting}
      errors={errors}
      error={error}
      headingLevel={2}
    />
  );
}

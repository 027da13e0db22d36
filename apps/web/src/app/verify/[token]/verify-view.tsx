'use client';

import {
  type ApiFailure,
  openVerifyLink,
  requestVerifyLink,
  routes,
  toastMessage,
  toStepErrors,
} from '@tilawat/domain';
import { useAppDispatch } from '@tilawat/domain/hooks';
import { Button, bn, ErrorState, notify, TextField } from '@tilawat/ui';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { useBrowserClient } from '~/app/providers';
import { PagePlaceholder } from '~/components/page-placeholder';
import { webBn } from '~/copy/bn';
import { type VerifyPhase, verifyFailurePhase, verifyTokenOf } from '~/lib/verify-link';
import page from '~/styles/page.module.css';
import styles from './verify.module.css';

const copy = webBn.verify;

/** The verification over the tab's store (loaded lazily by Providers). */
export function VerifyView({ segment }: { segment: string }) {
  const client = useBrowserClient();
  if (!client) return <PagePlaceholder minHeight="16rem" lines={3} />;
  return (
    <Provider store={client.store}>
      <Verify segment={segment} />
    </Provider>
  );
}

/**
 * Opens the link once (domain's `openVerifyLink`: v2 GET /user/verify/{token}, which signs the learner
 * in; a token of another shape is a dead link without a request), then says how it went: verified, with
 * the way on and the sign-in's notice; a dead link, with a form for a new one; or a failure to try again.
 * Focus moves to the outcome's heading, so it is read out.
 */
function Verify({ segment }: { segment: string }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [phase, setPhase] = useState<VerifyPhase>({ kind: 'checking' });
  const opened = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const open = useCallback(() => {
    setPhase({ kind: 'checking' });
    dispatch(openVerifyLink(verifyTokenOf(segment) ?? ''))
      .unwrap()
      .then(
        ({ toast, notice, redirect }) => {
          if (toast) notify.success(toast);
          if (notice) notify.notice(notice);
          // not the browser that registered: the owner sets name and password on /login (issue 35)
          if (redirect) router.replace(redirect);
          else setPhase(notice ? { kind: 'verified', notice } : { kind: 'verified' });
        },
        (failure: ApiFailure) => setPhase(verifyFailurePhase(failure)),
      );
  }, [dispatch, segment, router]);

  // A link works once: it is opened once per token, Strict Mode's second effect included.
  useEffect(() => {
    if (opened.current === segment) return;
    opened.current = segment;
    open();
  }, [segment, open]);

  useEffect(() => {
    if (phase.kind !== 'checking') heading.current?.focus();
  }, [phase.kind]);

  switch (phase.kind) {
    case 'checking':
      return (
        <div className={styles.card} aria-busy="true">
          <p role="status">{copy.checking}</p>
        </div>
      );
    case 'verified':
      return (
        <section className={styles.card} aria-labelledby="verify-outcome">
          <h2 id="verify-outcome" ref={heading} tabIndex={-1} className={styles.heading}>
            {toastMessage('verified')}
          </h2>
          <p>{copy.successText}</p>
          {phase.notice ? (
            <p role="status" className={styles.notice}>
              {phase.notice}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Link href={routes.dashboard} className={page.primaryLink}>
              {copy.toDashboard}
            </Link>
            <Link href={routes.courses} className={page.textLink}>
              {copy.toCourses}
            </Link>
          </div>
        </section>
      );
    case 'invalid':
      return (
        <section className={styles.card} aria-labelledby="verify-outcome">
          <h2 id="verify-outcome" ref={heading} tabIndex={-1} className={styles.heading}>
            {copy.invalidTitle}
          </h2>
          <p>{copy.invalidText}</p>
          <ResendLinkForm />
        </section>
      );
    case 'failed':
      return (
        <div className={styles.card}>
          <ErrorState headingLevel={2} title={copy.failedTitle} description={phase.message} onRetry={open} />
        </div>
      );
  }
}

/** A new verification e-mail for the phone or e-mail typed (domain's `requestVerifyLink`). */
function ResendLinkForm() {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const { errors, formError } = toStepErrors(failure, ['identity'] as const);

  useEffect(() => {
    if (errors.identity) field.current?.focus();
  }, [errors.identity]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const identity = String(new FormData(event.currentTarget).get('identity') ?? '');
    setPending(true);
    setSent(null);
    setFailure(null);
    dispatch(requestVerifyLink({ identity }))
      .unwrap()
      .then(
        ({ msg }) => setSent(msg),
        (refused: ApiFailure) => setFailure(refused),
      )
      .finally(() => setPending(false));
  };

  return (
    <form className={styles.form} noValidate aria-busy={pending || undefined} onSubmit={submit}>
      <h3 className={styles.subheading}>{copy.resendTitle}</h3>
      <TextField
        ref={field}
        label={bn.auth['forgot-password'].identity}
        name="identity"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.identity}
      />
      <div role="alert" className={styles.alert}>
        {formError ? <p className={styles.error}>{formError}</p> : null}
        {failure?.code === 'ALREADY_VERIFIED' ? (
          <Link href={routes.login} className={page.textLink}>
            {copy.toLogin}
          </Link>
        ) : null}
      </div>
      <div role="status" className={styles.sent}>
        {sent ? <p>{sent}</p> : null}
      </div>
      <Button type="submit" fullWidth loading={pending}>
        {copy.resend}
      </Button>
    </form>
  );
}

'use client';

import {
  type AuthFlowOutcome,
  type AuthFlowThunk,
  authEvent,
  requestLoginCode,
  requestResetCode,
  resendCode,
  selectAfterLogin,
  selectAuthIdentityText,
  selectAuthLoader,
  selectAuthStep,
  selectCodeSentAt,
  selectCredentialsRequired,
  selectResendCooldown,
  selectResetIdentityText,
  selectStepErrors,
  selectUser,
  startAuthFlow,
  submitIdentity,
  submitLoginCode,
  submitOtp,
  submitPassword,
  submitReset,
  submitSignup,
} from '@tilawat/domain';
import { useAppDispatch, useAppSelector } from '@tilawat/domain/hooks';
import { authStepScreens, notify } from '@tilawat/ui';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { useBrowserClient } from '~/app/providers';
import { forgetKeptPages } from '~/lib/kept-pages';
import { allowsMicrophone } from '~/lib/security-headers';
import styles from './login.module.css';
import { LoginPlaceholder } from './login-placeholder';

export interface LoginFlowProps {
  next?: string;
  /** What the learner sent from the page's first form before the flow was loaded: the flow goes on from it. */
  identity?: string;
}

/** The sign-in and sign-up flow over the tab's store (loaded with it when the learner uses the form). */
export function LoginFlow({ next, identity }: LoginFlowProps) {
  const client = useBrowserClient();
  if (!client) return <LoginPlaceholder identity={identity} />;
  return (
    <Provider store={client.store}>
      <Flow next={next} sent={identity} />
    </Provider>
  );
}

/**
 * Goes where the flow leads. A browser reads a page's Permissions-Policy when it loads the document: a
 * practice page, which may use the microphone (and /login may not), is loaded as a document of its own
 * rather than drawn into this one (src/lib/security-headers.ts). Its toast is not seen there.
 */
function leaveFor(router: ReturnType<typeof useRouter>, path: string): void {
  if (allowsMicrophone(new URL(path, window.location.href).pathname)) window.location.replace(path);
  else router.replace(path);
}

/**
 * Draws the step the auth slice is on with the kit's screen for it. What a step does — its form, its
 * calls, the resend rules, the code's cooldown — is domain's (`submitIdentity`, `submitPassword`, …);
 * this part dispatches, shows the toast a step answers and goes where the flow leads when it ends.
 */
function Flow({ next, sent }: { next?: string; sent?: string }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectAuthStep);
  const pending = useAppSelector(selectAuthLoader);
  const { errors, formError } = useAppSelector(selectStepErrors);
  const identity = useAppSelector(selectAuthIdentityText);
  const resetIdentity = useAppSelector(selectResetIdentityText);
  const codeSentAt = useAppSelector(selectCodeSentAt);
  const resendCooldown = useAppSelector(selectResendCooldown);
  const afterLogin = useAppSelector(selectAfterLogin);
  const credentialsRequired = useAppSelector(selectCredentialsRequired);
  const user = useAppSelector(selectUser);
  const [ready, setReady] = useState(false);
  const [leaving, setLeaving] = useState(false);

  /**
   * A step's outcome: its toast, then the sign-in's notice when the server gave one (it stays until
   * closed, across the redirect), and the way out when the flow has ended. A refusal is in the state.
   */
  const run = (action: { unwrap: () => Promise<AuthFlowOutcome> }) =>
    void action.unwrap().then(
      ({ toast, redirect, notice }) => {
        if (toast) notify.success(toast);
        if (notice) notify.notice(notice);
        if (redirect) {
          // a new session: the pages the service worker kept were an earlier one's (issue 39)
          void forgetKeptPages();
          setLeaving(true);
          leaveFor(router, redirect);
        }
      },
      () => {},
    );

  // A fresh flow on every visit, leading to `?next=` when it is safe; then what the first form sent.
  const handedOver = useRef(false);
  useEffect(() => {
    dispatch(startAuthFlow(next));
    setReady(true);
    if (sent !== undefined && !handedOver.current) {
      handedOver.current = true;
      run(dispatch(submitIdentity({ identity: sent })));
    }
  }, [dispatch, next, sent]);

  // Already signed in: /login sends the learner on.
  useEffect(() => {
    if (ready && user && step === 'phone-email' && !leaving) {
      setLeaving(true);
      leaveFor(router, afterLogin);
    }
  }, [ready, user, step, leaving, router, afterLogin]);

  // Still restoring: the first step's placeholder stays; signed in or leaving: the card's room, empty.
  if (!ready) return <LoginPlaceholder identity={sent} />;
  if (leaving || step === 'done' || (user && step === 'phone-email')) return <LoginPlaceholder blank />;

  /** A screen's submit: the step's thunk over the values the screen read. */
  const submit =
    <Values,>(thunk: AuthFlowThunk<Values>) =>
    (values: Values) =>
      run(dispatch(thunk(values)));

  const common = { errors, formError, pending, className: styles.flow };
  const back = { onBack: () => dispatch(authEvent({ type: 'BACK' })) };
  const resend = {
    resendCooldown,
    codeSentAt: codeSentAt ?? undefined,
    resendPending: pending,
    onResend: () => run(dispatch(resendCode())),
  };

  switch (step) {
    case 'phone-email': {
      const Screen = authStepScreens[step];
      return <Screen {...common} values={{ identity: identity || sent }} onSubmit={submit(submitIdentity)} />;
    }
    case 'login-password': {
      const Screen = authStepScreens[step];
      const forgot = () => dispatch(authEvent({ type: 'FORGOT_PASSWORD' }));
      return (
        <Screen
          {...common}
          {...back}
          identity={identity}
          onForgotPassword={forgot}
          onUseCode={() => run(dispatch(requestLoginCode()))}
          onSubmit={submit(submitPassword)}
        />
      );
    }
    case 'login-otp': {
      const Screen = authStepScreens[step];
      // Like signup-verify-otp: the code is sent by the button, one request per attempt.
      return (
        <Screen
          {...common}
          {...back}
          {...resend}
          identity={identity}
          submitOnComplete={false}
          onUsePassword={back.onBack}
          onSubmit={submit(submitLoginCode)}
        />
      );
    }
    case 'signup-name-password': {
      const Screen = authStepScreens[step];
      // after a verification that discarded an earlier registration's choices, the owner sets their own
      return (
        <Screen
          {...common}
          {...back}
          identity={identity}
          afterVerification={credentialsRequired}
          onSubmit={submit(submitSignup)}
        />
      );
    }
    case 'signup-verify-otp': {
      const Screen = authStepScreens[step];
      // The code is sent by the button: one request per attempt (5 wrong tries end a code).
      return (
        <Screen
          {...common}
          {...back}
          {...resend}
          identity={identity}
          submitOnComplete={false}
          onSubmit={submit(submitOtp)}
        />
      );
    }
    case 'forgot-password': {
      const Screen = authStepScreens[step];
      return <Screen {...common} {...back} values={{ identity }} onSubmit={submit(requestResetCode)} />;
    }
    case 'reset-password': {
      const Screen = authStepScreens[step];
      return (
        <Screen {...common} {...back} {...resend} identity={resetIdentity} onSubmit={submit(submitReset)} />
      );
    }
  }
}

'use client';

import {
  type AuthStep,
  authEvent,
  changePassword,
  detectIdentity,
  forgotPassword,
  formMessages,
  forms,
  login,
  lookupUser,
  redirectAfterVerification,
  register,
  resendOtp,
  resetAuth,
  routes,
  type Session,
  selectAuthError,
  selectAuthIdentity,
  selectAuthLoader,
  selectAuthStep,
  selectUser,
  userRestored,
  validate,
  verifyOtp,
} from '@tilawat/domain';
import { useAppDispatch, useAppSelector } from '@tilawat/domain/hooks';
import { authStepScreens, notify } from '@tilawat/ui';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { useBrowserClient } from '~/app/providers';
import { toStepErrors } from '~/lib/auth-errors';
import { redirectAfterLogin } from '~/lib/safe-next';
import styles from './login.module.css';
import { LoginPlaceholder } from './login-placeholder';

/** DESIGN.md §3: 60 s between two sends of a code. */
const RESEND_COOLDOWN_S = 60;

/** The fields of each step, for placing the server's `errors[]` next to them. */
const stepFields = {
  'phone-email': ['identity'],
  'login-password': ['password'],
  'forgot-password': ['identity'],
  'reset-password': ['otp', 'new_password', 'confirm_password'],
  'signup-verify-otp': ['otp'],
  'signup-name-password': ['name', 'password', 'confirm_password', 'phone_extra'],
} as const satisfies Record<AuthStep, readonly string[]>;

type Errors = Partial<Record<string, string>>;
type IdentityInput = { phone: string } | { email: string };

/** The sign-in and sign-up flow over the tab's store (loaded lazily by Providers). */
export function LoginFlow({ next }: { next?: string }) {
  const client = useBrowserClient();
  if (!client) return <LoginPlaceholder />;
  return (
    <Provider store={client.store}>
      <Flow session={client.session} next={next} />
    </Provider>
  );
}

function Flow({ session, next }: { session: Session; next?: string }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectAuthStep);
  const pending = useAppSelector(selectAuthLoader);
  const serverError = useAppSelector(selectAuthError);
  const { phone, email } = useAppSelector(selectAuthIdentity);
  const user = useAppSelector(selectUser);
  const [ready, setReady] = useState(false);
  const [localErrors, setLocalErrors] = useState<Errors>({});
  const [codeSentAt, setCodeSentAt] = useState<number | null>(null);
  const [resetIdentity, setResetIdentity] = useState<IdentityInput | null>(null);
  const [leaving, setLeaving] = useState(false);

  const afterLogin = redirectAfterLogin(next, routes.courses);

  // A fresh flow on every visit; the learner as the session knows them now (a 401 may have cleared it).
  useEffect(() => {
    dispatch(resetAuth());
    dispatch(userRestored(session.getUser()));
    setReady(true);
  }, [dispatch, session]);

  // Already signed in: /login sends the learner on.
  useEffect(() => {
    if (ready && user && step === 'phone-email' && !leaving) {
      setLeaving(true);
      router.replace(afterLogin);
    }
  }, [ready, user, step, leaving, router, afterLogin]);

  // Still restoring: the first step's placeholder stays; signed in or leaving: the card's room, empty.
  if (!ready) return <LoginPlaceholder />;
  if (leaving || step === 'done' || (user && step === 'phone-email')) return <LoginPlaceholder blank />;

  const identity: IdentityInput | null = phone ? { phone } : email ? { email } : null;
  const identityText = phone ?? email ?? '';
  const server = toStepErrors(serverError, stepFields[step]);
  const errors: Errors = { ...server.errors, ...localErrors };
  const formError = server.formError;

  const leave = (to: string) => {
    setLeaving(true);
    router.replace(to);
  };

  /** Validates with domain's form; shows the errors next to the fields and answers null when invalid. */
  function check<T>(result: { ok: true; data: T } | { ok: false; errors: Errors }): T | null {
    if (!result.ok) {
      setLocalErrors(result.errors);
      return null;
    }
    setLocalErrors({});
    return result.data;
  }

  const move = (event: Parameters<typeof authEvent>[0]) => {
    setLocalErrors({});
    dispatch(authEvent(event));
  };

  const sendVerificationCode = async (to: IdentityInput) => {
    const result = await dispatch(resendOtp(to));
    if (resendOtp.fulfilled.match(result)) {
      setCodeSentAt(Date.now());
      notify.success('otpSent');
    }
  };

  const sendResetCode = async (to: IdentityInput) => {
    const result = await dispatch(forgotPassword(to));
    if (forgotPassword.fulfilled.match(result)) {
      setResetIdentity(to);
      setCodeSentAt(Date.now());
      return true;
    }
    return false;
  };

  const cooldown = codeSentAt === null ? 0 : RESEND_COOLDOWN_S;
  const common = { errors, formError, pending, className: styles.flow };

  switch (step) {
    case 'phone-email': {
      const Screen = authStepScreens['phone-email'];
      return (
        <Screen
          key={step}
          {...common}
          values={{ identity: identityText }}
          onSubmit={async (values) => {
            const data = check(validate(forms.phoneEmail, values));
            if (!data) return;
            const to: IdentityInput =
              data.identity.kind === 'phone'
                ? { phone: data.identity.phone }
                : { email: data.identity.email };
            const result = await dispatch(lookupUser(to));
            // An account that never finished verification verifies now: a new code is sent.
            if (lookupUser.fulfilled.match(result) && result.payload.exists && !result.payload.verified) {
              await sendVerificationCode(to);
            }
          }}
        />
      );
    }
    case 'login-password': {
      const Screen = authStepScreens['login-password'];
      return (
        <Screen
          key={step}
          {...common}
          identity={identityText}
          onBack={() => move({ type: 'BACK' })}
          onForgotPassword={() => move({ type: 'FORGOT_PASSWORD' })}
          onSubmit={async (values) => {
            const data = check(validate(forms.loginPassword, values));
            if (!data || !identity) return;
            const result = await dispatch(login({ ...identity, password: data.password }));
            if (login.fulfilled.match(result)) {
              notify.success('loggedIn');
              leave(afterLogin);
            }
          }}
        />
      );
    }
    case 'signup-name-password': {
      const Screen = authStepScreens['signup-name-password'];
      return (
        <Screen
          key={step}
          {...common}
          identity={identityText}
          onBack={() => move({ type: 'BACK' })}
          onSubmit={async (values) => {
            const data = check(
              validate(forms.signupNamePassword, {
                ...values,
                phone_extra: values.phone_extra.trim() || undefined,
              }),
            );
            if (!data || !identity) return;
            const result = await dispatch(
              register({
                ...identity,
                name: data.name,
                password: data.password,
                phone_extra: data.phone_extra || undefined,
              }),
            );
            if (register.fulfilled.match(result)) {
              setCodeSentAt(Date.now());
              notify.success('registered');
            }
          }}
        />
      );
    }
    case 'signup-verify-otp': {
      const Screen = authStepScreens['signup-verify-otp'];
      return (
        <Screen
          key={step}
          {...common}
          identity={identityText}
          resendCooldown={cooldown}
          codeSentAt={codeSentAt ?? undefined}
          resendPending={pending}
          onResend={() => {
            if (identity) void sendVerificationCode(identity);
          }}
          onBack={() => move({ type: 'BACK' })}
          // The code is sent by the button: one request per attempt (5 wrong tries end a code).
          submitOnComplete={false}
          onSubmit={async (values) => {
            const data = check(validate(forms.signupVerifyOtp, values));
            if (!data || !identity) return;
            const result = await dispatch(verifyOtp({ ...identity, otp: data.otp }));
            if (verifyOtp.fulfilled.match(result)) {
              notify.success('verified');
              leave(redirectAfterVerification(session.getOrderDetails()?.order_id));
            }
          }}
        />
      );
    }
    case 'forgot-password': {
      const Screen = authStepScreens['forgot-password'];
      return (
        <Screen
          key={step}
          {...common}
          values={{ identity: identityText }}
          onBack={() => move({ type: 'BACK' })}
          onSubmit={async (values) => {
            if (!check(validate(forms.forgotPassword, values))) return;
            const detected = detectIdentity(values.identity);
            if (!detected) {
              setLocalErrors({ identity: formMessages.identity });
              return;
            }
            setLocalErrors({});
            await sendResetCode(
              detected.kind === 'phone' ? { phone: detected.phone } : { email: detected.email },
            );
          }}
        />
      );
    }
    case 'reset-password': {
      const Screen = authStepScreens['reset-password'];
      const to = resetIdentity ?? identity;
      return (
        <Screen
          key={step}
          {...common}
          identity={to ? ('phone' in to ? to.phone : to.email) : identityText}
          resendCooldown={cooldown}
          codeSentAt={codeSentAt ?? undefined}
          resendPending={pending}
          onResend={async () => {
            if (to && (await sendResetCode(to))) notify.success('otpSent');
          }}
          onBack={() => move({ type: 'BACK' })}
          onSubmit={async (values) => {
            const data = check(validate(forms.resetPassword, values));
            if (!data || !to) return;
            // verify-otp signs the learner in; change-password then sets the new password.
            const verified = await dispatch(verifyOtp({ ...to, otp: data.otp }));
            if (!verifyOtp.fulfilled.match(verified)) return;
            const changed = await dispatch(
              changePassword({ new_password: data.new_password, confirm_password: data.confirm_password }),
            );
            if (changePassword.fulfilled.match(changed)) {
              notify.success('passwordChanged');
              leave(afterLogin);
            }
          }}
        />
      );
    }
  }
}

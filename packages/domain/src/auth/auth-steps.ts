/**
 * The authentication steps the product specification names (phone-email, login-password,
 * forgot-password, reset-password, signup-verify-otp, signup-name-password), in the order a new
 * learner meets most of them, and `login-otp`: one-time-code sign-in (v2 quick-login) chosen on
 * login-password. The flow: docs/decisions/0014-sign-in-flow.md.
 */
export const authSteps = [
  'phone-email',
  'login-password',
  'login-otp',
  'forgot-password',
  'reset-password',
  'signup-verify-otp',
  'signup-name-password',
] as const;

export type AuthStep = (typeof authSteps)[number];

/**
 * The fields each step's screen submits, by name (the kit's step screens read them; the flow places the
 * server's `errors[]` next to them). They are the fields of each step's form in `authStepForms`.
 */
export const authStepFields = {
  'phone-email': ['identity'],
  'login-password': ['password'],
  'login-otp': ['otp'],
  'forgot-password': ['identity'],
  'reset-password': ['otp', 'new_password', 'confirm_password'],
  'signup-verify-otp': ['otp'],
  'signup-name-password': ['name', 'password', 'confirm_password', 'phone_extra'],
} as const satisfies Record<AuthStep, readonly string[]>;

export type AuthStepField<S extends AuthStep> = (typeof authStepFields)[S][number];

/** What can happen on a step (docs/decisions/0014-sign-in-flow.md). */
export type AuthEvent =
  | { type: 'LOOKED_UP'; exists: boolean; verified: boolean }
  | { type: 'FORGOT_PASSWORD' }
  /** On login-password: sign in with a one-time code instead of the password. */
  | { type: 'USE_CODE' }
  | { type: 'RESET_CODE_SENT' }
  | { type: 'REGISTERED' }
  | { type: 'VERIFIED' }
  /**
   * A code signed the learner in to an account with no name and password of its own (issue 35: the
   * phone or e-mail was registered by another client, whose choices were discarded): they set theirs.
   */
  | { type: 'CREDENTIALS_REQUIRED' }
  /** signup-name-password after verification: the owner's name and password are set. */
  | { type: 'CREDENTIALS_SET' }
  | { type: 'LOGGED_IN' }
  | { type: 'PASSWORD_CHANGED' }
  | { type: 'BACK' };

/** 'done' ends the flow: the learner is signed in and leaves /login. */
export type AuthOutcome = AuthStep | 'done';

/**
 * Which step follows `step` when `event` happens. An event a step does not
 * expect leaves the learner where they are.
 */
export function nextAuthStep(step: AuthStep, event: AuthEvent): AuthOutcome {
  switch (step) {
    case 'phone-email':
      if (event.type !== 'LOOKED_UP') return step;
      if (!event.exists) return 'signup-name-password';
      // An account that never finished verification verifies now (a new code is sent).
      return event.verified ? 'login-password' : 'signup-verify-otp';
    case 'login-password':
      if (event.type === 'LOGGED_IN') return 'done';
      if (event.type === 'FORGOT_PASSWORD') return 'forgot-password';
      if (event.type === 'USE_CODE') return 'login-otp';
      if (event.type === 'BACK') return 'phone-email';
      return step;
    case 'login-otp':
      // quick-login with the code signs the learner in, exactly like the password.
      if (event.type === 'LOGGED_IN') return 'done';
      if (event.type === 'CREDENTIALS_REQUIRED') return 'signup-name-password';
      if (event.type === 'BACK') return 'login-password';
      return step;
    case 'forgot-password':
      if (event.type === 'RESET_CODE_SENT') return 'reset-password';
      if (event.type === 'BACK') return 'login-password';
      return step;
    case 'reset-password':
      // verify-otp answers a grant, change-password sets the new password by it, the learner signs in.
      if (event.type === 'PASSWORD_CHANGED') return 'done';
      if (event.type === 'BACK') return 'forgot-password';
      return step;
    case 'signup-name-password':
      // before verification it registers; after one that discarded a registration's choices, it sets them
      if (event.type === 'REGISTERED') return 'signup-verify-otp';
      if (event.type === 'CREDENTIALS_SET') return 'done';
      if (event.type === 'BACK') return 'phone-email';
      return step;
    case 'signup-verify-otp':
      if (event.type === 'VERIFIED') return 'done';
      if (event.type === 'CREDENTIALS_REQUIRED') return 'signup-name-password';
      if (event.type === 'BACK') return 'phone-email';
      return step;
  }
}

/** The routes the product specification knows as redirect targets: /login, /, /checkout, /al-quran-course. */
export const routes = {
  home: '/',
  login: '/login',
  checkout: '/checkout',
  /** Where the payment gateway sends the browser back (with `?transaction&status`). */
  checkoutResult: '/checkout/result',
  courses: '/al-quran-course',
  dashboard: '/dashboard',
} as const;

/** After verification: /checkout when an order id is held (the `orderDetails` cookie), else /al-quran-course. */
export function redirectAfterVerification(orderId: string | number | null | undefined): string {
  return orderId !== null && orderId !== undefined && String(orderId).trim() !== ''
    ? routes.checkout
    : routes.courses;
}

/** After logout the learner goes home. */
export function redirectAfterLogout(): string {
  return routes.home;
}

/** After a v2 401, or a v3 401 with no refresh token, the learner signs in again. */
export function redirectOnUnauthorized(): string {
  return routes.login;
}

import type { AuthStep } from '@tilawat/domain';
import { ForgotPasswordStep } from '../forgot-password-step/forgot-password-step';
import { LoginOtpStep } from '../login-otp-step/login-otp-step';
import { LoginPasswordStep } from '../login-password-step/login-password-step';
import { PhoneEmailStep } from '../phone-email-step/phone-email-step';
import { ResetPasswordStep } from '../reset-password-step/reset-password-step';
import { SignupNamePasswordStep } from '../signup-name-password-step/signup-name-password-step';
import { SignupVerifyOtpStep } from '../signup-verify-otp-step/signup-verify-otp-step';

/**
 * The screen of each auth step, keyed by the product specification's step names (domain's `AuthStep`,
 * docs/decisions/0014-sign-in-flow.md): a step added to or renamed in the domain fails to compile here.
 */
export const authStepScreens = {
  'phone-email': PhoneEmailStep,
  'login-password': LoginPasswordStep,
  'login-otp': LoginOtpStep,
  'forgot-password': ForgotPasswordStep,
  'reset-password': ResetPasswordStep,
  'signup-verify-otp': SignupVerifyOtpStep,
  'signup-name-password': SignupNamePasswordStep,
} as const satisfies Record<AuthStep, unknown>;

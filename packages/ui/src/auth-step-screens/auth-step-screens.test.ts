import { authSteps } from '@tilawat/domain';
import { describe, expect, it } from 'vitest';
import { authStepScreens } from './auth-step-screens';

describe('authStepScreens', () => {
  it('has exactly one screen for each step of the sign-in flow', () => {
    expect(Object.keys(authStepScreens).sort()).toEqual([...authSteps].sort());
  });
});

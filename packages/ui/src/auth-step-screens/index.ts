export { authStepScreens } from './auth-step-screens';

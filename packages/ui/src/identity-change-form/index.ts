export type {
  IdentityChangeErrors,
  IdentityChangeFormProps,
  IdentityChangeRequest,
} from './identity-change-form';
export { IdentityChangeForm } from './identity-change-form';

export type { FieldError } from './api-error';
export { ApiError, FALLBACK_MESSAGE, isApiError } from './api-error';
export type { Tilawat, TilawatOptions } from './create-tilawat';
export { createTilawat } from './create-tilawat';
export type { Environment } from './environments';
export { environments, resolveOrigin } from './environments';
export type { FieldLimits } from './generated/field-limits';
export type {
  components as V2Components,
  operations as V2Operations,
  paths as V2Paths,
} from './generated/v2';
export type {
  components as V3Components,
  operations as V3Operations,
  paths as V3Paths,
} from './generated/v3';
export { isBlankQueryValue, querySerializer } from './query';
export type { V2Schemas, V3Schemas } from './schemas';
export type { IsPublic, Logger } from './session';
export {
  createRefresher,
  createV2SessionMiddleware,
  createV3SessionMiddleware,
  errorMiddleware,
} from './session';
export type { SessionTokens, TokenStore } from './token-store';
export { createMemoryTokenStore } from './token-store';
export { expectData, formData, unwrap } from './unwrap';

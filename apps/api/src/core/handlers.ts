import type { V2Operations, V3Operations } from '@tilawat/sdk';
import type { AdminOperations } from '@tilawat/sdk/admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SecuredOperationId } from '../generated/secured-operations';
import type { AuthUser } from './auth';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/**
 * A file the operation answers instead of JSON (a spreadsheet, issue 40): the handler sets its type and
 * disposition on the reply and answers the bytes, which Fastify sends as they are.
 */
type File<T> = T extends { content: infer C } ? ('application/json' extends keyof C ? never : Buffer) : never;
// 204: no body; the handler answers nothing (core/contract.ts sends the empty answer)
type Success<R> = {
  [S in keyof R]: S extends 200 | 201 | 202 ? Json<R[S]> | File<R[S]> : S extends 204 ? undefined : never;
}[keyof R];

/** The JSON body an operation takes, from the contract. */
export type BodyOf<Op> = Op extends { requestBody: infer R } ? Json<R> : never;
export type ParamsOf<Op> = Op extends { parameters: { path: infer P } } ? P : Record<string, never>;
export type QueryOf<Op> = Op extends { parameters: { query?: infer Q } }
  ? NonNullable<Q>
  : Record<string, never>;
/** What a handler answers: one of the operation's 2xx JSON bodies (nothing for a 204). */
export type ReplyOf<Op> = Op extends { responses: infer R } ? Success<R> : never;

export interface Ctx<Op, User extends AuthUser | null = AuthUser | null> {
  body: BodyOf<Op>;
  params: ParamsOf<Op>;
  query: QueryOf<Op>;
  /**
   * The signed-in user: never null on an operation whose `security` requires a sign-in (the auth hook
   * answers 401 before the handler runs; src/generated/secured-operations.ts), else null on public and
   * optional-auth calls without a token.
   */
  user: User;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler typed by its operation in the generated contract: a spec change that breaks it fails to compile. */
export type Handler<Op, User extends AuthUser | null = AuthUser | null> = (
  ctx: Ctx<Op, User>,
) => Promise<ReplyOf<Op>>;

/** Who calls the operation `Id`: a signed-in user when its security requires one, else maybe nobody. */
type UserOf<Id> = Id extends SecuredOperationId ? AuthUser : AuthUser | null;

export type V2Handlers = { [K in keyof V2Operations]?: Handler<V2Operations[K], UserOf<K>> };
export type V3Handlers = { [K in keyof V3Operations]?: Handler<V3Operations[K], UserOf<K>> };
export type AdminHandlers = { [K in keyof AdminOperations]?: Handler<AdminOperations[K], UserOf<K>> };

/** An operation of either version, or of the console, by its generated operationId. */
export type OperationId = keyof V2Operations | keyof V3Operations | keyof AdminOperations;

/** What an area's handlers contribute to the contract, by version and operationId. */
export interface ContractHandlers {
  v2?: V2Handlers;
  v3?: V3Handlers;
  /** The operator console's operations (`/api/v3/admin`, issue 19). */
  admin?: AdminHandlers;
}

/** The message used when the server gives none (the product specification's fallback). */
export const FALLBACK_MESSAGE = 'Something Went Wrong!';

export interface FieldError {
  path: string;
  msg: string;
}

/**
 * The one error every failed call rejects with: a non-2xx answer of either API
 * version, or a network failure (status 0, code `NETWORK_ERROR`).
 * `message` is the server's `msg` (Bengali, for the learner), or 'Something Went Wrong!'.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** The server's machine-readable code, e.g. `VALIDATION_FAILED`, `RATE_LIMITED`. */
  readonly code: string;
  /** Field problems of a 400, when the server listed them. */
  readonly errors: FieldError[];

  constructor(status: number, code: string, msg?: string, errors: FieldError[] = [], options?: ErrorOptions) {
    super(msg || FALLBACK_MESSAGE, options);
    this.status = status;
    this.code = code;
    this.errors = errors;
  }

  /** The learner-facing message (same as `message`). */
  get msg(): string {
    return this.message;
  }

  /** Builds an ApiError from an answer whose status is not 2xx. */
  static async fromResponse(response: Response): Promise<ApiError> {
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      body = undefined;
    }
    return ApiError.fromBody(response.status, body);
  }

  /** Builds an ApiError from a non-2xx status and its parsed JSON body (undefined when it was not JSON). */
  static fromBody(status: number, body: unknown): ApiError {
    const { msg, code, errors } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    return new ApiError(
      status,
      typeof code === 'string' ? code : `HTTP_${status}`,
      typeof msg === 'string' ? msg : undefined,
      Array.isArray(errors) ? (errors as FieldError[]) : [],
    );
  }

  /** Builds an ApiError for a request that failed before any answer came. */
  static network(cause: unknown): ApiError {
    return new ApiError(0, 'NETWORK_ERROR', undefined, [], { cause });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Typed application errors: one stable code each, mapped once by the error handler. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class NotFoundError extends AppError {
  constructor(code: string, message: string) {
    super(404, code, message);
  }
}

export class ValidationError extends AppError {
  constructor(code: string, message: string) {
    super(400, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}

export class UpstreamError extends AppError {
  constructor(code: string, message: string) {
    super(502, code, message);
  }
}

export class NotConfiguredError extends AppError {
  constructor(code: string, message: string) {
    super(503, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(code: string, message: string) {
    super(403, code, message);
  }
}

/** Try again later (429 or 503); the answer carries Retry-After. */
export class RetryLaterError extends AppError {
  constructor(
    status: 429 | 503,
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, code, message);
  }
}

/**
 * The listener closed the connection before the answer was ready; the work was dropped. Nobody
 * reads the answer (499, as proxies log it), and it is not a failure of the server.
 */
export class ClientClosedError extends AppError {
  constructor() {
    super(499, 'request.closed', 'The connection was closed before the answer was ready.');
  }
}

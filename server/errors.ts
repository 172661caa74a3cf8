/**
 * Errors the server raises on purpose. Each carries the Java class name Traccar prints first in
 * its error bodies, so clients written for Traccar read Farol's errors the same way.
 * `server/api/errors.ts` turns them into HTTP responses; nothing else formats them.
 */
export class FarolError extends Error {
  /**
   * What a client may need beyond the message (a suspended login's `trustAvailable` and
   * `invoices`): sent as a JSON line after the first, which Traccar clients never read.
   */
  details?: Record<string, unknown>;

  constructor(
    readonly javaClass: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** `java.lang.SecurityException` (400): access denied, disabled account, restriction. */
export class SecurityError extends FarolError {
  constructor(message: string) {
    super('java.lang.SecurityException', message);
  }
}

/** `java.lang.IllegalArgumentException` (400): invalid input. */
export class IllegalArgumentError extends FarolError {
  constructor(message: string) {
    super('java.lang.IllegalArgumentException', message);
  }
}

/** `org.traccar.storage.StorageException` (400): the database refused the write. */
export class StorageError extends FarolError {
  constructor(message: string) {
    super('org.traccar.storage.StorageException', message);
  }
}

/**
 * A write the database refused because a unique value already exists. Its message names no
 * table, index or owner: callers that can say better (an IMEI, an e-mail) say it neutrally.
 */
export class DuplicateError extends StorageError {
  constructor(readonly constraint: string) {
    super('Duplicate value');
  }
}

/** Java's UnsupportedOperationException (501): Farol deliberately does not offer this; the message says why. */
export class NotOfferedError extends FarolError {
  constructor(reason: string) {
    super('java.lang.UnsupportedOperationException', reason, 501);
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Request Entity Too Large',
  415: 'Unsupported Media Type',
};

/** `jakarta.ws.rs.WebApplicationException: HTTP 404 Not Found` and its siblings. */
export class HttpError extends FarolError {
  constructor(status: number) {
    super(
      'jakarta.ws.rs.WebApplicationException',
      `HTTP ${status} ${REASONS[status] ?? 'Error'}`,
      status,
    );
  }
}

/**
 * Traccar's 401 for an account with a one-time-code key when the login carries no code: the
 * answer says `WWW-Authenticate: TOTP`, and the client asks for the code.
 */
export class CodeRequiredError extends HttpError {
  readonly challenge = 'TOTP';
  constructor() {
    super(401);
  }
}

/** The text of an HTTP/1.1 answer of the OsmAnd port (a short text/plain body, or none). */

const REASONS: Record<number, string> = {
  100: 'Continue',
  200: 'OK',
  400: 'Bad Request',
  404: 'Not Found',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
  505: 'HTTP Version Not Supported',
};

export const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';

let dateSecond = -1;
let dateLine = '';

/** The `Date` header line, made again once a second. */
function date(): string {
  const second = Math.floor(Date.now() / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateLine = `Date: ${new Date(second * 1000).toUTCString()}\r\n`;
  }
  return dateLine;
}

/** How the answer speaks of the connection: closing it, or keeping an HTTP/1.0 one. */
export type ConnectionToken = 'close' | 'keep-alive' | null;

/**
 * An answer's head and body as one string (written with one call). `head` leaves the body out
 * (a HEAD request) but keeps its Content-Length.
 */
export function responseText(
  status: number,
  body: string,
  connection: ConnectionToken,
  head = false,
): string {
  const reason = REASONS[status] ?? 'Unknown';
  const length = body === '' ? 0 : Buffer.byteLength(body);
  const connectionLine = connection === null ? '' : `Connection: ${connection}\r\n`;
  return (
    `HTTP/1.1 ${status} ${reason}\r\n${date()}${connectionLine}` +
    `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${length}\r\n\r\n` +
    (head ? '' : body)
  );
}

/** The head of one HTTP/1.x request: what the OsmAnd port needs of it. */
export interface RequestHead {
  method: string;
  /** The request target as sent (origin or absolute form), read as latin1 like node:http. */
  url: string;
  contentType: string;
  /** The body's length from Content-Length; 0 without one (and without chunking). */
  contentLength: number;
  chunked: boolean;
  /** Whether the connection stays open after the answer (HTTP/1.1 default, 1.0 on request). */
  keepAlive: boolean;
  /** An HTTP/1.0 request: keeping its connection must be said in the answer. */
  http10: boolean;
  /** `Expect: 100-continue`: the client waits for a 100 before sending its body. */
  expectContinue: boolean;
}

/** A request the port refuses: answered with `status` and the connection closed. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// Control characters other than horizontal tab: a bare CR or LF inside a line is one of them.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\x00-\x08\x0a-\x1f\x7f]/;
const VERSION = /^HTTP\/(\d)\.(\d)$/;
const DIGITS = /^\d{1,15}$/;

const bad = (message: string) => new HttpError(400, message);

/**
 * Parses a request head: `text` is everything before the blank line that ends it, read as
 * latin1. Strict as node:http's parser (llhttp) is: CRLF line endings, token method and header
 * names, no control characters, no obsolete line folding, one Content-Length (or several equal
 * ones), and never Content-Length beside Transfer-Encoding (request smuggling). Throws
 * HttpError with the status to answer.
 */
export function parseRequestHead(text: string): RequestHead {
  let lineEnd = text.indexOf('\r\n');
  if (lineEnd < 0) lineEnd = text.length;
  const requestLine = text.slice(0, lineEnd);
  if (CONTROL.test(requestLine)) throw bad('Invalid request line');
  const firstSpace = requestLine.indexOf(' ');
  const lastSpace = requestLine.lastIndexOf(' ');
  if (firstSpace <= 0 || lastSpace === firstSpace) throw bad('Invalid request line');
  const method = requestLine.slice(0, firstSpace);
  const url = requestLine.slice(firstSpace + 1, lastSpace);
  const version = VERSION.exec(requestLine.slice(lastSpace + 1));
  if (!TOKEN.test(method) || url === '' || url.includes(' ') || !version) {
    throw bad('Invalid request line');
  }
  if (version[1] !== '1') throw new HttpError(505, 'HTTP version not supported');
  const http11 = version[2] !== '0';
  const head: RequestHead = {
    method,
    url,
    contentType: '',
    contentLength: 0,
    chunked: false,
    keepAlive: http11,
    http10: !http11,
    expectContinue: false,
  };
  let length: string | null = null;
  let transferEncoding: string | null = null;
  let connection = '';
  let start = lineEnd + 2;
  while (start < text.length) {
    let end = text.indexOf('\r\n', start);
    if (end < 0) end = text.length;
    const colon = text.indexOf(':', start);
    if (colon < 0 || colon > end) throw bad('Invalid header line');
    const name = text.slice(start, colon);
    const value = text.slice(colon + 1, end).trim();
    if (!TOKEN.test(name) || CONTROL.test(value)) throw bad('Invalid header line');
    switch (name.toLowerCase()) {
      case 'content-length':
        if (!DIGITS.test(value) || (length !== null && length !== value)) {
          throw bad('Invalid Content-Length');
        }
        length = value;
        break;
      case 'transfer-encoding':
        transferEncoding = transferEncoding === null ? value : `${transferEncoding}, ${value}`;
        break;
      case 'content-type':
        head.contentType = value;
        break;
      case 'connection':
        connection = connection ? `${connection},${value}` : value;
        break;
      case 'expect':
        if (value.toLowerCase() !== '100-continue') {
          throw new HttpError(417, 'Expectation failed');
        }
        head.expectContinue = true;
        break;
    }
    start = end + 2;
  }
  if (transferEncoding !== null) {
    if (length !== null) throw bad('Content-Length with Transfer-Encoding');
    if (transferEncoding.toLowerCase() !== 'chunked') {
      throw new HttpError(501, 'Transfer-Encoding not supported (only chunked)');
    }
    head.chunked = true;
  } else if (length !== null) {
    head.contentLength = Number(length);
  }
  if (connection) {
    const options = connection.toLowerCase().split(',');
    if (options.some((option) => option.trim() === 'close')) head.keepAlive = false;
    else if (!http11 && options.some((option) => option.trim() === 'keep-alive')) {
      head.keepAlive = true;
    }
  }
  return head;
}

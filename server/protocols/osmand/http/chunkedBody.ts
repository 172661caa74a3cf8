import { HttpError } from './requestHead';

const CR = 13;
const LF = 10;
// A chunk size line: hex digits, optionally `;extensions`; longer lines are refused.
const MAX_SIZE_LINE = 1024;
const SIZE = /^([0-9A-Fa-f]{1,8})[ \t]*(;.*)?$/;

type State = 'size' | 'data' | 'dataEnd' | 'trailer' | 'done';

/**
 * Decodes a `Transfer-Encoding: chunked` body as its bytes arrive (Traccar's OsmAnd port
 * aggregates chunked bodies; a client may stream a JSON report that way). Trailer fields are
 * read and ignored. Throws HttpError 400 on a malformed body, 413 past `maxBytes`.
 */
export class ChunkedBody {
  private state: State = 'size';
  private line = '';
  private remaining = 0;
  private size = 0;
  private readonly parts: Buffer[] = [];

  constructor(private readonly maxBytes: number) {}

  get done(): boolean {
    return this.state === 'done';
  }

  /** The decoded body, once `done`. */
  text(): string {
    return Buffer.concat(this.parts).toString('utf8');
  }

  /** Reads from `input` at `offset`; returns the offset after what it consumed. */
  push(input: Buffer, offset: number): number {
    let at = offset;
    while (at < input.length && this.state !== 'done') {
      if (this.state === 'data') {
        const take = Math.min(this.remaining, input.length - at);
        this.parts.push(input.subarray(at, at + take));
        at += take;
        this.remaining -= take;
        if (this.remaining === 0) this.state = 'dataEnd';
        continue;
      }
      const lf = input.indexOf(LF, at);
      const end = lf < 0 ? input.length : lf;
      this.line += input.toString('latin1', at, end);
      if (this.line.length > MAX_SIZE_LINE) throw new HttpError(400, 'Invalid chunked body');
      at = end;
      if (lf < 0) break;
      at += 1;
      this.endLine(this.line);
      this.line = '';
    }
    return at;
  }

  /** A complete line (its CR still on it) in the size, chunk-end or trailer state. */
  private endLine(raw: string): void {
    if (raw.charCodeAt(raw.length - 1) !== CR) throw new HttpError(400, 'Invalid chunked body');
    const line = raw.slice(0, -1);
    if (this.state === 'dataEnd') {
      if (line !== '') throw new HttpError(400, 'Invalid chunked body');
      this.state = 'size';
      return;
    }
    if (this.state === 'trailer') {
      // Trailer fields count against the body's limit: an endless trailer is refused too.
      this.size += raw.length;
      if (this.size > this.maxBytes) throw new HttpError(413, 'Request too large');
      if (line === '') this.state = 'done';
      return;
    }
    const match = SIZE.exec(line);
    if (!match) throw new HttpError(400, 'Invalid chunked body');
    const chunk = parseInt(match[1]!, 16);
    this.size += chunk;
    if (this.size > this.maxBytes) throw new HttpError(413, 'Request too large');
    if (chunk === 0) this.state = 'trailer';
    else {
      this.remaining = chunk;
      this.state = 'data';
    }
  }
}

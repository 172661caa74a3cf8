import type { Socket } from 'node:net';
import type { OsmandReply, OsmandRequest } from '../handler';
import { ChunkedBody } from './chunkedBody';
import { HttpError, parseRequestHead, type RequestHead } from './requestHead';
import { CONTINUE, responseText, type ConnectionToken } from './response';

/** The limits and timeouts of the OsmAnd port's HTTP layer. */
export interface HttpLimits {
  /** Request line and headers, as node:http's default (16 KiB): past it, 431. */
  maxHeadBytes: number;
  /** A body past it (Content-Length or chunked): 413. */
  maxBodyBytes: number;
  /** Requests of one connection waiting for their answers before it stops reading more. */
  maxPipelined: number;
  /** A connection with nothing to do (or a client not reading its answers) closes after it. */
  idleTimeoutMs: number;
  /** A request begun must arrive whole within it (slow clients): 408 and closed. */
  requestTimeoutMs: number;
}

export type Handle = (request: OsmandRequest) => Promise<OsmandReply>;

/** One answer, written when it and every answer before it are known (pipelining keeps order). */
interface Pending {
  text: string | null;
  close: boolean;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive connection of the OsmAnd port: reads requests one after another (pipelined
 * ones too, each handed over as soon as it is whole), answers them in order, and closes on a
 * malformed request after answering it.
 */
export class HttpConnection {
  private input: Buffer | null = null;
  private head: RequestHead | null = null;
  private bodyParts: Buffer[] = [];
  private bodyMissing = 0;
  private chunked: ChunkedBody | null = null;
  private readonly answers: Pending[] = [];
  private ending = false;
  private paused = false;
  /** When the request being read began; 0 between requests. */
  private requestStart = 0;
  private lastActivity = Date.now();

  constructor(
    private readonly socket: Socket,
    private readonly handle: Handle,
    private readonly limits: HttpLimits,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('drain', () => this.resume());
    socket.on('error', () => socket.destroy());
  }

  /** Called by the server's sweep: closes a connection past its deadline. */
  expire(now: number): void {
    if (this.socket.destroyed) return;
    // A request this side stopped reading (too many awaiting answers) is not the client's delay.
    const reading = !this.paused || this.socket.writableNeedDrain;
    if (
      reading &&
      this.requestStart !== 0 &&
      now - this.requestStart > this.limits.requestTimeoutMs
    ) {
      this.fail(new HttpError(408, 'Request timeout'));
    } else if (this.answers.length === 0 || this.socket.writableNeedDrain) {
      if (now - this.lastActivity > this.limits.idleTimeoutMs) this.socket.destroy();
    }
  }

  private receive(chunk: Buffer): void {
    this.lastActivity = Date.now();
    if (this.ending) return;
    if (this.requestStart === 0) this.requestStart = this.lastActivity;
    this.input = this.input === null ? chunk : Buffer.concat([this.input, chunk]);
    try {
      this.parse();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      this.fail(error);
    }
  }

  /** Takes every whole request from the input, while fewer than the limit await answers. */
  private parse(): void {
    while (this.input !== null && !this.ending && !this.paused) {
      if (this.answers.length >= this.limits.maxPipelined) return this.pause();
      if (this.head === null && !this.readHead()) return;
      if (!this.readBody()) return;
    }
  }

  /** Reads a request head; false while it is incomplete. */
  private readHead(): boolean {
    const input = this.input!;
    let start = 0;
    // Empty lines before a request line are ignored (RFC 9112 §2.2).
    while (input[start] === 13 && input[start + 1] === 10) start += 2;
    const end = input.indexOf(HEAD_END, start);
    const size = (end < 0 ? input.length : end) - start;
    if (size > this.limits.maxHeadBytes) throw new HttpError(431, 'Request header too large');
    if (end < 0) return false;
    const head = parseRequestHead(input.toString('latin1', start, end));
    this.consume(end + HEAD_END.length);
    if (head.contentLength > this.limits.maxBodyBytes) {
      throw new HttpError(413, 'Request too large');
    }
    this.head = head;
    this.bodyMissing = head.contentLength;
    this.chunked = head.chunked ? new ChunkedBody(this.limits.maxBodyBytes) : null;
    const hasBody = head.chunked || head.contentLength > 0;
    // A client that waits for a 100 gets it only when no earlier answer is still to be written.
    if (head.expectContinue && hasBody && this.answers.length === 0) this.socket.write(CONTINUE);
    return true;
  }

  /** Reads the current request's body; hands the request over once whole. */
  private readBody(): boolean {
    const head = this.head!;
    let body = '';
    if (this.chunked) {
      const consumed = this.input === null ? 0 : this.chunked.push(this.input, 0);
      this.consume(consumed);
      if (!this.chunked.done) return false;
      body = this.chunked.text();
    } else if (this.bodyMissing > 0) {
      if (this.input === null) return false;
      const take = Math.min(this.bodyMissing, this.input.length);
      this.bodyParts.push(this.input.subarray(0, take));
      this.bodyMissing -= take;
      this.consume(take);
      if (this.bodyMissing > 0) return false;
      body = Buffer.concat(this.bodyParts).toString('utf8');
    }
    this.head = null;
    this.chunked = null;
    this.bodyParts = [];
    this.requestStart = this.input === null ? 0 : Date.now();
    this.dispatch(head, body);
    return true;
  }

  private consume(bytes: number): void {
    const input = this.input!;
    this.input = bytes >= input.length ? null : input.subarray(bytes);
  }

  private dispatch(head: RequestHead, body: string): void {
    const answer: Pending = { text: null, close: !head.keepAlive };
    this.answers.push(answer);
    if (answer.close) this.ending = true;
    const token: ConnectionToken = answer.close ? 'close' : head.http10 ? 'keep-alive' : null;
    const isHead = head.method === 'HEAD';
    const request = { url: head.url, contentType: head.contentType, body };
    this.handle(request).then(
      (reply) => this.answer(answer, responseText(reply.status, reply.body, token, isHead)),
      (error: unknown) => {
        console.error('OsmAnd request failed:', error);
        this.answer(answer, responseText(500, 'Internal error', token, isHead));
      },
    );
  }

  /** A refused request: answered after the answers before it, then the connection closes. */
  private fail(error: HttpError): void {
    this.ending = true;
    this.input = null;
    this.requestStart = 0;
    this.answers.push({ text: responseText(error.status, error.message, 'close'), close: true });
    this.flush();
  }

  private answer(answer: Pending, text: string): void {
    answer.text = text;
    this.flush();
  }

  /** Writes the answers known in order, in one write; ends the connection after a closing one. */
  private flush(): void {
    let out = '';
    let close = false;
    while (this.answers.length > 0 && this.answers[0]!.text !== null) {
      const answer = this.answers.shift()!;
      out += answer.text;
      if (answer.close) {
        close = true;
        break;
      }
    }
    if (out === '' || this.socket.destroyed) return;
    this.lastActivity = Date.now();
    if (close) {
      this.answers.length = 0;
      this.socket.end(out);
      return;
    }
    const flowing = this.socket.write(out);
    if (!flowing) this.pause();
    else this.resume();
  }

  private pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.socket.pause();
  }

  /** Reads again once the client takes its answers and fewer requests await theirs. */
  private resume(): void {
    if (!this.paused || this.socket.writableNeedDrain) return;
    if (this.answers.length >= this.limits.maxPipelined) return;
    this.paused = false;
    this.socket.resume();
    try {
      this.parse();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      this.fail(error);
    }
  }
}

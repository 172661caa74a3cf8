import type { Framer } from './types';

/**
 * The bytes of a stream not yet cut into frames, in one growing buffer (appending a chunk never
 * copies what came before more than a doubling does). Holds at most the protocol's largest
 * frame: `overflow` tells the connection to close.
 */
export class FrameBuffer {
  private data: Buffer | null = null;
  private start = 0;
  private end = 0;

  constructor(
    private readonly framer: Framer,
    private readonly maxFrame: number,
  ) {}

  /** Bytes waiting for the rest of their frame. */
  get pending(): number {
    return this.end - this.start;
  }

  /** True when more bytes wait than the protocol's largest frame allows. */
  get overflow(): boolean {
    return this.pending > this.maxFrame;
  }

  /** Appends `chunk` and returns the frames it completes (copies, safe to keep). */
  push(chunk: Buffer): Buffer[] {
    this.append(chunk);
    const frames: Buffer[] = [];
    while (this.pending > 0) {
      const view = this.data!.subarray(this.start, this.end);
      const cut = this.framer(view);
      if (!cut || cut.consumed <= 0) break;
      if (cut.frame) frames.push(Buffer.from(cut.frame));
      this.start += Math.min(cut.consumed, this.pending);
    }
    if (this.pending === 0) {
      // Idle connections keep no buffer at all.
      this.data = null;
      this.start = this.end = 0;
    }
    return frames;
  }

  private append(chunk: Buffer): void {
    if (!this.data) {
      this.data = Buffer.allocUnsafe(Math.max(chunk.length, 256));
      this.start = this.end = 0;
    } else if (this.end + chunk.length > this.data.length) {
      const needed = this.pending + chunk.length;
      const size = needed > this.data.length / 2 ? Math.max(needed, this.data.length * 2) : needed;
      const next = size === this.data.length ? this.data : Buffer.allocUnsafe(size);
      this.data.copy(next, 0, this.start, this.end);
      this.data = next;
      this.end -= this.start;
      this.start = 0;
    }
    chunk.copy(this.data, this.end);
    this.end += chunk.length;
  }
}

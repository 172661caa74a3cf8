/** Throughput and latency figures of the simulator, printed as one line per window. */
export class LatencyStats {
  private window: number[] = [];
  private windowErrors = 0;
  private total = 0;
  private totalErrors = 0;

  /** One answered request; `ok` is false for a non-200 answer. */
  record(latencyMs: number, ok: boolean): void {
    this.window.push(latencyMs);
    this.total++;
    if (!ok) {
      this.windowErrors++;
      this.totalErrors++;
    }
  }

  /** One request that got no answer. */
  error(): void {
    this.windowErrors++;
    this.totalErrors++;
    this.total++;
  }

  /** The line for the window that just ended (`seconds` long); starts a new window. */
  line(seconds: number): string {
    const sorted = this.window.sort((a, b) => a - b);
    const at = (q: number) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
    const text =
      `sent ${(sorted.length / seconds).toFixed(1)}/s, errors ${this.windowErrors}, ` +
      `p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`;
    this.window = [];
    this.windowErrors = 0;
    return text;
  }

  totalLine(): string {
    return `${this.total} reports, ${this.totalErrors} errors`;
  }
}

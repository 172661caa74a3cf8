/** What a fuzz run saw: how its cases were answered and what must never happen. */
export interface FuzzStats {
  target: string;
  cases: number;
  /** Answered 2xx/3xx. */
  accepted: number;
  /** Answered 4xx. */
  refused: number;
  /** Answered 5xx: must stay 0. */
  failed: number;
  /** Not answered within the deadline: must stay 0. */
  hangs: number;
  /** Refused cases after which the database had changed: must stay 0. */
  storedFromRefused: number;
  ms: number;
  /** The first few offending cases, to replay. */
  examples: string[];
}

export const emptyStats = (target: string): FuzzStats => ({
  target,
  cases: 0,
  accepted: 0,
  refused: 0,
  failed: 0,
  hangs: 0,
  storedFromRefused: 0,
  ms: 0,
  examples: [],
});

/** Resolves with the promise's value, or 'hang' after `ms`. */
export async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | 'hang'> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'hang'>(
    (resolve) => (timer = setTimeout(() => resolve('hang'), ms)),
  );
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * 501 is Farol's deliberate answer where it does not offer an operation (a restart without a
 * supervisor, OpenID without a provider): a refusal with its reason, not a server fault.
 */
const NOT_IMPLEMENTED = 501;

/** Counts one answered case into `stats`; `changed` says whether the database moved. */
export function record(
  stats: FuzzStats,
  status: number | 'hang',
  changed: boolean,
  describe: () => string,
): void {
  stats.cases += 1;
  const bad = (kind: string) => {
    if (stats.examples.length < 5) stats.examples.push(`${kind}: ${describe().slice(0, 500)}`);
  };
  if (status === 'hang') {
    stats.hangs += 1;
    bad('hang');
  } else if (status >= 500 && status !== NOT_IMPLEMENTED) {
    stats.failed += 1;
    bad(`HTTP ${status}`);
  } else if (status >= 400) {
    stats.refused += 1;
    if (changed) {
      stats.storedFromRefused += 1;
      bad(`stored after HTTP ${status}`);
    }
  } else {
    stats.accepted += 1;
  }
}

/**
 * What one page of the benchmark's own Chromium holds, measured the same way at every phase.
 * "Tab memory" is what Chrome's task manager calls it: the private memory of the page's
 * renderer process (the page and its dedicated workers' threads: JS heaps, typed arrays,
 * deck.gl's attribute copies, the DOM) — the figure compared with issue 12's 400 MB goal. The
 * GPU process is its own row there (SwiftShader keeps every GPU buffer and texture, framebuffers
 * and compiled shaders in process memory) and is reported beside it, with the total of both;
 * the browser process, its UI renderer and utility processes are left out (the same for any
 * tab). Also the JS heaps alone: the page's and each dedicated worker's (Chrome DevTools
 * Protocol, `Runtime.getHeapUsage` after a collection).
 */
import type { CDPSession, Page } from 'playwright';
import { chromiumProcesses } from './browserMemory';

export interface TabMemory {
  /**
   * Private MB of the renderers (not the browser's UI one): the page and its workers — "tab
   * memory" as Chrome's task manager shows it, the figure the 400 MB goal is about.
   */
  rendererMb: number;
  /** Private MB of the GPU process (a row of its own in Chrome's task manager). */
  gpuMb: number;
  /** rendererMb + gpuMb. */
  totalMb: number;
  /**
   * Used JS heap (MB) of the page's main thread and of each worker, with the ArrayBuffers'
   * backing stores (typed arrays live outside the heap) where Chromium reports them.
   */
  pageHeapMb: number;
  workerHeapMb: number[];
}

interface HeapUsage {
  usedSize: number;
  /** ArrayBuffer backing stores (newer Chromium). */
  backingStorageSize?: number;
}

interface Attached {
  sessionId: string;
  targetInfo: { type: string };
}

/**
 * A reader of the page's memory: attaches to the page's workers once (messages sent to them
 * through the page's CDP session), then reads every figure on each call.
 */
export async function tabMemoryReader(page: Page): Promise<() => Promise<TabMemory>> {
  const session: CDPSession = await page.context().newCDPSession(page);
  let workers: string[] = [];
  const pending = new Map<number, (result: unknown) => void>();
  let next = 1;
  session.on('Target.attachedToTarget', (event: Attached) => {
    if (event.targetInfo.type === 'worker') workers.push(event.sessionId);
  });
  // A navigation ends the page's workers (and starts new ones).
  session.on('Target.detachedFromTarget', ({ sessionId }: { sessionId: string }) => {
    workers = workers.filter((id) => id !== sessionId);
  });
  session.on(
    'Target.receivedMessageFromTarget',
    ({ message }: { sessionId: string; message: string }) => {
      const reply = JSON.parse(message) as { id?: number; result?: unknown };
      if (reply.id !== undefined) pending.get(reply.id)?.(reply.result);
    },
  );
  await session.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  const inWorker = (sessionId: string, method: string) =>
    new Promise<unknown>((resolve) => {
      const id = next++;
      pending.set(id, resolve);
      void session.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method }),
      });
    });
  const mb = (bytes: number) => bytes / 1_048_576;
  const used = (usage: HeapUsage) => mb(usage.usedSize + (usage.backingStorageSize ?? 0));

  return async () => {
    await session.send('HeapProfiler.collectGarbage');
    const page = (await session.send('Runtime.getHeapUsage')) as HeapUsage;
    const workerHeapMb: number[] = [];
    for (const sessionId of workers) {
      await inWorker(sessionId, 'HeapProfiler.collectGarbage');
      workerHeapMb.push(used((await inWorker(sessionId, 'Runtime.getHeapUsage')) as HeapUsage));
    }
    let rendererMb = 0;
    let gpuMb = 0;
    for (const process of chromiumProcesses()) {
      if (process.type === 'renderer') rendererMb += process.privateMb;
      if (process.type === 'gpu-process') gpuMb += process.privateMb;
    }
    return {
      rendererMb,
      gpuMb,
      totalMb: rendererMb + gpuMb,
      pageHeapMb: used(page),
      workerHeapMb,
    };
  };
}

/**
 * `/users` in headless Chromium with 50,000 accounts (`BENCH_USERS`): the real server and app,
 * with `GET /api/users` answered by the bench (a reseller tree: 50 resellers, each with its
 * customers, listed by `?userId=` as the server would) so the figures are the client's own —
 * the worker building, searching and windowing the tree and the page drawing it. Prints, per
 * size: open → first row shown, long tasks while opening, a search keystroke → rows shown, and
 * frame rate and long tasks while scrolling the whole list. Baseline row first: 50 accounts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { ensureClientBuilt } from '../server/web/clientBuild';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { BENCH_ADMIN, startBenchServer } from './support/benchServer';
import { installPagePerf, pageNow, readPagePerf } from './support/pagePerf';
import { printColumns } from './support/table';

const USERS = Number(process.env.BENCH_USERS ?? 50_000);
const RESELLERS = 50;
const SCROLL_MS = Number(process.env.BENCH_WINDOW_MS ?? 10_000);

function account(id: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name,
    email: `user${id}@bench.test`,
    phone: null,
    readonly: false,
    administrator: false,
    disabled: id % 97 === 0,
    expirationTime: null,
    deviceLimit: -1,
    userLimit: 0,
    deviceReadonly: false,
    limitCommands: false,
    disableReports: false,
    fixedEmail: false,
    attributes: {},
    ...extra,
  };
}

/** `count` accounts: resellers (ids 2…) and their customers, and who each reseller lists. */
function tree(count: number) {
  const resellers = Math.min(RESELLERS, Math.max(1, Math.floor(count / 100)));
  const all = [];
  const below = new Map<number, unknown[]>();
  for (let r = 0; r < resellers; r++) {
    const id = 2 + r;
    all.push(
      account(id, `Revenda ${r}`, { userLimit: -1, attributes: { 'tarkan.reseller': true } }),
    );
    below.set(id, []);
  }
  for (let i = resellers; i < count; i++) {
    const id = 2 + i;
    const customer = account(id, `Cliente ${i} ${(i * 7919) % 10007}`);
    all.push(customer);
    below.get(2 + (i % resellers))!.push(customer);
  }
  return {
    all: JSON.stringify(all),
    below: new Map([...below].map(([k, v]) => [k, JSON.stringify(v)])),
  };
}

async function measure(page: Page, count: number) {
  const users = tree(count);
  await page.route('**/api/users**', async (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() !== 'GET' || url.pathname !== '/api/users')
      return route.fallback();
    const manager = Number(url.searchParams.get('userId'));
    const body = manager ? (users.below.get(manager) ?? '[]') : users.all;
    await route.fulfill({ status: 200, contentType: 'application/json', body });
  });
  await page.evaluate(() => history.pushState(null, '', '/home'));
  await page.waitForTimeout(1000);
  const from = await pageNow(page);
  await page.evaluate(() => history.pushState(null, '', '/users'));
  const list = page.getByTestId('users-tree');
  await list.locator(`[data-user-id]`).first().waitFor({ timeout: 300_000 });
  await page.waitForFunction(
    (n) =>
      Number(document.querySelector('[data-testid=users-tree]')?.getAttribute('data-total')) >= n,
    Math.min(count, RESELLERS),
  );
  const shown = await pageNow(page);
  const opening = await readPagePerf(page, from, shown + 1);

  const search = page
    .getByRole('searchbox')
    .or(page.getByPlaceholder(/Pesquisar|Buscar/))
    .first();
  const typed = await pageNow(page);
  await search.fill('Cliente 4');
  await page.waitForFunction(
    () =>
      Number(document.querySelector('[data-testid=users-tree]')?.getAttribute('data-total')) > 0 &&
      [...document.querySelectorAll('[data-user-id]')].some((row) =>
        row.textContent?.includes('Cliente 4'),
      ),
  );
  const searched = (await pageNow(page)) - typed;
  await search.fill('');
  await page.waitForTimeout(1000);

  const scrollFrom = await pageNow(page);
  // Plain text: tsx adds helpers (`__name`) to named functions that the page does not have.
  await page.evaluate(`new Promise((done) => {
    const scroller = document.querySelector('[data-testid=users-tree] [role=rowgroup]');
    const start = performance.now();
    const step = () => {
      const t = (performance.now() - start) / ${SCROLL_MS};
      scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * Math.min(1, t);
      if (t < 1) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  })`);
  const scrolling = await readPagePerf(page, scrollFrom, await pageNow(page));
  const blank = await page.evaluate(
    () => document.querySelectorAll('[data-testid=users-tree] [aria-hidden]').length,
  );
  await page.unroute('**/api/users**');
  return { opening, firstRowMs: shown - from, searched, scrolling, blank };
}

async function main() {
  await ensureClientBuilt(process.cwd());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-bench-users-'));
  const farol = await startBenchServer(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: (string | number)[][] = [];
  try {
    for (const count of [50, USERS]) {
      const page = await browser.newPage({
        viewport: { width: 1440, height: 900 },
        baseURL: farol.url,
        locale: 'pt-BR',
      });
      await installPagePerf(page);
      await page.goto('/login');
      await page.getByLabel('Usuário ou e-mail').fill(BENCH_ADMIN.email, { timeout: 120_000 });
      await page.getByLabel('Senha').fill(BENCH_ADMIN.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL(/\/home$/, { timeout: 120_000 });
      const m = await measure(page, count);
      rows.push([
        count === 50 ? 'baseline: 50 accounts' : `${count.toLocaleString('en-US')} accounts`,
        Math.round(m.firstRowMs),
        m.opening.longTaskCount,
        Math.round(m.opening.longestTaskMs),
        Math.round(m.searched),
        m.scrolling.fps.toFixed(1),
        m.scrolling.worstSecondFps,
        m.scrolling.longTaskCount,
        Math.round(m.scrolling.longestTaskMs),
        m.opening.heapMb === null ? '—' : m.scrolling.heapMb!.toFixed(0),
      ]);
      await page.close();
    }
  } finally {
    await browser.close();
    await farol.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  printColumns(
    `/users in Chromium (scroll top → bottom in ${SCROLL_MS / 1000} s; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
    [
      'accounts',
      'open→first row ms',
      'long tasks (open)',
      'longest ms',
      'search ms',
      'scroll fps',
      'worst s fps',
      'long tasks (scroll)',
      'longest ms',
      'heap MB',
    ],
    rows,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

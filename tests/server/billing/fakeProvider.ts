import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Item = Record<string, unknown> & { id: string };

/** How the next matching call misbehaves. */
export type Fault =
  /** Answers 503 without doing anything. */
  | 'error'
  /** Does the work, then answers 500: the caller never learns it succeeded. */
  | 'loseAnswer'
  /** Never answers (the caller's deadline ends it). */
  | 'hang';

/**
 * A local stand-in for the payment provider's sandbox (Asaas's REST shape): customers and
 * payments kept in memory, the `access_token` and `User-Agent` headers checked (Asaas requires
 * both), money refused unless it is a JSON number (Asaas's type), and faults to inject on the
 * next call to a route. Every call is logged.
 */
export class FakeProvider {
  readonly customers: Item[] = [];
  readonly payments: Item[] = [];
  readonly calls: string[] = [];
  private readonly faults: { route: string; fault: Fault }[] = [];
  private readonly hanging = new Set<ServerResponse>();
  private server: Server | null = null;
  url = '';

  constructor(readonly token: string) {}

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v3`;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The next call to `route` (e.g. 'POST /payments') fails with `fault`. */
  failNext(route: string, fault: Fault): void {
    this.faults.push({ route, fault });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/api\/v3/, '');
    const route = `${request.method} ${path.replace(/\/pay_\w+/, '/{id}')}`;
    this.calls.push(route);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Item) : null;
    if (request.headers.access_token !== this.token) return send(response, 401, { errors: [] });
    if (!request.headers['user-agent']?.startsWith('Farol/')) {
      return send(response, 400, { errors: [{ code: 'invalid_user_agent' }] });
    }
    const badMoney = moneyFields(body).find(([, value]) => typeof value !== 'number');
    if (badMoney) return send(response, 400, { errors: [{ code: `invalid_${badMoney[0]}` }] });
    const index = this.faults.findIndex((item) => item.route === route);
    const fault = index >= 0 ? this.faults.splice(index, 1)[0]!.fault : null;
    if (fault === 'error') return send(response, 503, { errors: [{ code: 'unavailable' }] });
    if (fault === 'hang') {
      this.hanging.add(response);
      return;
    }
    const answer = this.route(request.method ?? '', path, url.searchParams, body);
    if (fault === 'loseAnswer') return send(response, 500, { errors: [] });
    send(response, answer.status, answer.body);
  }

  private route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Item | null,
  ): { status: number; body: unknown } {
    const reference = query.get('externalReference');
    if (method === 'GET' && path === '/customers') {
      return { status: 200, body: { data: matching(this.customers, reference) } };
    }
    if (method === 'POST' && path === '/customers') {
      const customer = { ...body!, id: `cus_${this.customers.length + 1}` };
      this.customers.push(customer);
      return { status: 200, body: customer };
    }
    if (method === 'GET' && path === '/payments') {
      return { status: 200, body: { data: matching(this.payments, reference) } };
    }
    if (method === 'POST' && path === '/payments') {
      const id = `pay_${this.payments.length + 1}`;
      const payment = {
        ...body!,
        id,
        status: 'PENDING',
        deleted: false,
        invoiceUrl: `https://sandbox.example/i/${id}`,
      };
      this.payments.push(payment);
      return { status: 200, body: payment };
    }
    const one = /^\/payments\/(pay_\w+)(\/receiveInCash)?$/.exec(path);
    const payment = one ? this.payments.find((item) => item.id === one[1]) : undefined;
    if (!payment || payment.deleted) return { status: 404, body: { errors: [] } };
    if (method === 'DELETE' && !one![2]) {
      payment.deleted = true;
      return { status: 200, body: { deleted: true, id: payment.id } };
    }
    if (method === 'POST' && one![2]) {
      Object.assign(payment, {
        status: 'RECEIVED_IN_CASH',
        paymentDate: body?.paymentDate,
        paidValue: body?.value,
      });
      return { status: 200, body: payment };
    }
    return { status: 404, body: { errors: [] } };
  }
}

/** The money fields of a body (Asaas takes each as a number). */
const moneyFields = (body: Item | null): [string, unknown][] => {
  if (!body) return [];
  const nested = (name: string) => (body[name] as Record<string, unknown> | undefined)?.value;
  return [
    ['value', body.value],
    ['fine', nested('fine')],
    ['interest', nested('interest')],
    ['discount', nested('discount')],
  ].filter(([name, value]) => value !== undefined || (name === 'value' && 'value' in body)) as [
    string,
    unknown,
  ][];
};

const matching = (items: Item[], reference: string | null) =>
  items.filter((item) => !item.deleted && item.externalReference === reference);

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

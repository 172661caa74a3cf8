import { z } from 'zod';

/**
 * The provider's API roots (Asaas's documentation, "Autenticação"); `billing.providerUrl`
 * replaces them (a test's local stand-in).
 */
export const ASAAS_URLS = {
  sandbox: 'https://api-sandbox.asaas.com/v3',
  production: 'https://api.asaas.com/v3',
} as const;

/** A customer as the provider takes it. */
export interface ProviderCustomer {
  name: string;
  email: string;
  cpfCnpj: string;
  /** Farol's reference ('farol-user-<id>'): how a customer created before a lost answer is found. */
  externalReference: string;
}

/**
 * A payment (charge) as the provider takes it. Money is a JSON number of currency units, as
 * Asaas's API types it: from integer cents, `cents / 100` prints as the exact decimal.
 */
export interface ProviderCharge {
  customer: string;
  value: number;
  dueDate: string;
  description: string;
  /** Farol's reference ('farol-invoice-<id>'): the key that keeps a retry from charging twice. */
  externalReference: string;
  fine: { value: number; type: 'FIXED' | 'PERCENTAGE' };
  /** Percent per month. */
  interest: { value: number };
  discount: { value: number; dueDateLimitDays: number; type: 'FIXED' | 'PERCENTAGE' };
}

export interface ProviderPayment {
  id: string;
  /** The payment page the customer pays on. */
  link: string | null;
}

/** The provider refused or failed a call (its status and message, never the token). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const Page = z.object({ data: z.array(z.record(z.string(), z.unknown())) });
const Created = z.object({ id: z.string().min(1), invoiceUrl: z.string().nullish() });

/** How Farol names itself to the provider (Asaas refuses calls without a User-Agent). */
const USER_AGENT = `Farol/${process.env.npm_package_version ?? '1'}`;

/**
 * The payment provider's REST API (Asaas's shape: `access_token` and `User-Agent` headers,
 * /customers, /payments, receiveInCash). Every call has a deadline; an error or a timeout throws
 * ProviderError and the caller's queue tries again later, looking the object up by its
 * external reference first, so a call whose answer was lost never creates a second one.
 */
export class AsaasClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly timeoutMs = 15_000,
  ) {}

  async findCustomer(externalReference: string): Promise<string | null> {
    const page = Page.parse(await this.call('GET', '/customers', undefined, { externalReference }));
    const found = page.data.find((item) => item.deleted !== true);
    return typeof found?.id === 'string' ? found.id : null;
  }

  async createCustomer(customer: ProviderCustomer): Promise<string> {
    return Created.parse(await this.call('POST', '/customers', customer)).id;
  }

  async findPayment(externalReference: string): Promise<ProviderPayment | null> {
    const page = Page.parse(await this.call('GET', '/payments', undefined, { externalReference }));
    const found = page.data.find((item) => item.deleted !== true);
    if (!found) return null;
    const parsed = Created.parse(found);
    return { id: parsed.id, link: parsed.invoiceUrl ?? null };
  }

  async createPayment(charge: ProviderCharge): Promise<ProviderPayment> {
    const created = Created.parse(
      await this.call('POST', '/payments', { ...charge, billingType: 'UNDEFINED' }),
    );
    return { id: created.id, link: created.invoiceUrl ?? null };
  }

  /** Withdraws a payment; one already gone counts as done. */
  async deletePayment(id: string): Promise<void> {
    await this.call('DELETE', `/payments/${encodeURIComponent(id)}`, undefined, {}, [404]);
  }

  async receiveInCash(id: string, paymentDate: string, value: number): Promise<void> {
    await this.call('POST', `/payments/${encodeURIComponent(id)}/receiveInCash`, {
      paymentDate,
      value,
      notifyCustomer: false,
    });
  }

  private async call(
    method: string,
    path: string,
    body?: unknown,
    query: Record<string, string> = {},
    accepted: number[] = [],
  ): Promise<unknown> {
    const url = new URL(`${this.baseUrl.replace(/\/$/, '')}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          access_token: this.token,
          'user-agent': USER_AGENT,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new ProviderError(`${method} ${path}: ${(error as Error).message}`, null);
    }
    const text = await response.text().catch(() => '');
    if (accepted.includes(response.status)) return null;
    if (!response.ok) {
      throw new ProviderError(
        `${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`,
        response.status,
      );
    }
    try {
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      throw new ProviderError(`${method} ${path}: not JSON`, response.status);
    }
  }
}

import { BillingCustomer, Invoice } from '@farol/model';

export const invoice = (fields: Partial<Invoice> & { id: number }): Invoice =>
  Invoice.parse({
    userId: 7,
    period: '2026-12',
    dueDate: '2026-12-10',
    value: 49.9,
    status: 'PENDING',
    paidDate: null,
    description: 'Rastreamento mensal',
    link: `https://sandbox.example/i/pay_${fields.id}`,
    amountDue: 49.9,
    daysLate: 0,
    ...fields,
  });

export const customer = (fields: Partial<BillingCustomer> & { userId: number }): BillingCustomer =>
  BillingCustomer.parse({
    name: `Cliente ${fields.userId}`,
    email: `cliente${fields.userId}@x.test`,
    openCount: 0,
    openAmount: 0,
    overdueCount: 0,
    overdueAmount: 0,
    paidAmount: 0,
    suspended: false,
    locked: false,
    unlockedUntil: null,
    unlockedForever: false,
    ...fields,
  });

import { describe, expect, it } from 'vitest';
import { billingProblems, isOpen, isPaid, statusStage } from '@farol/model';

describe('billingProblems', () => {
  it('accepts valid settings and ignores empty ones and other attributes', () => {
    expect(
      billingProblems({
        'tarkan.billingCpfCnpj': '529.982.247-25',
        billingPrice: '49,90',
        billingDate: '10',
        billingFine: 2,
        billingFineMode: 'PERCENTAGE',
        billingInterest: '0,033',
        billingDisccount: '',
        billingSuspensionDays: 5,
        billingEnable: true,
        speedUnit: 'kmh',
      }),
    ).toEqual([]);
  });

  it('names each invalid setting by key and reason', () => {
    expect(
      billingProblems({
        'tarkan.billingCpfCnpj': '529.982.247-24',
        billingPrice: '49.999',
        billingDate: 0,
        billingDisccountDays: 1.5,
        billingDisccountMode: 'HALF',
        billingInterest: 'um',
        billingEnable: 'yes',
      }).map(({ key, code }) => [key, code]),
    ).toEqual([
      ['billingEnable', 'INVALID_FLAG'],
      ['tarkan.billingCpfCnpj', 'INVALID_TAX_ID'],
      ['billingDate', 'INVALID_DUE_DAY'],
      ['billingPrice', 'INVALID_AMOUNT'],
      ['billingInterest', 'INVALID_RATE'],
      ['billingDisccountMode', 'INVALID_MODE'],
      ['billingDisccountDays', 'INVALID_DAYS'],
    ]);
  });
});

describe('invoice statuses', () => {
  it('orders an invoice life: pending, overdue, paid, refund, refunded, cancelled', () => {
    const life = ['PENDING', 'OVERDUE', 'CONFIRMED', 'RECEIVED', 'REFUND_REQUESTED', 'REFUNDED'];
    const stages = life.map((status) => statusStage(status as never));
    expect([...stages].sort((a, b) => a - b)).toEqual(stages);
    expect(new Set(stages).size).toBe(life.length);
    expect(statusStage('RECEIVED_IN_CASH')).toBe(statusStage('RECEIVED'));
    expect(statusStage('CANCELLED')).toBeGreaterThan(statusStage('REFUNDED'));
  });
  it('tells open from paid', () => {
    expect(isOpen('OVERDUE')).toBe(true);
    expect(isOpen('RECEIVED')).toBe(false);
    expect(isPaid('RECEIVED_IN_CASH')).toBe(true);
    expect(isPaid('PENDING')).toBe(false);
  });
});

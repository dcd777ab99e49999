import { describe, expect, it } from 'vitest';
import { canQuote, canWork, isOpen, stepChoices } from './order-rules';

const steps = [{ key: 'brief' }, { key: 'model' }, { key: 'review' }, { key: 'delivered' }];
const keys = (list: { key: string }[]) => list.map((step) => step.key);

describe('the desk’s order rules', () => {
  it('offers any step but the delivery from paid and after a revision', () => {
    expect(keys(stepChoices('paid', steps, null))).toEqual(['brief', 'model', 'review']);
    expect(keys(stepChoices('revision_requested', steps, 'delivered'))).toEqual(['brief', 'model', 'review']);
  });

  it('moves work in progress only forward, and never to the delivery', () => {
    expect(keys(stepChoices('in_progress', steps, 'brief'))).toEqual(['model', 'review']);
    expect(keys(stepChoices('in_progress', steps, 'review'))).toEqual([]);
  });

  it('offers no step before payment, once delivered, or when closed', () => {
    for (const status of ['awaiting_quote', 'awaiting_payment', 'delivered', 'completed', 'cancelled'] as const) {
      expect(stepChoices(status, steps, null)).toEqual([]);
      expect(canWork(status)).toBe(false);
    }
  });

  it('quotes only an order awaiting its quote; files and messages until it is closed', () => {
    expect(canQuote('awaiting_quote')).toBe(true);
    expect(canQuote('paid')).toBe(false);
    expect(isOpen('delivered')).toBe(true);
    expect(isOpen('completed')).toBe(false);
  });
});

import type { Payment } from '@/components/wallet/types';

export type GatewayCodeKey = 'reference' | 'tracking' | 'card';

/**
 * The numbers a payment's gateway gave it, in the order the pages list them: the receipt (Zibal's
 * refNumber, PayPal's capture id), the gateway's own id (trackId, order id), the masked card.
 */
export function gatewayCodes(
  payment: Pick<Payment, 'gatewayRef' | 'gatewayId' | 'cardNumber'>,
): { key: GatewayCodeKey; value: string }[] {
  const codes: [GatewayCodeKey, string | null][] = [
    ['reference', payment.gatewayRef],
    ['tracking', payment.gatewayId],
    ['card', payment.cardNumber],
  ];
  return codes.flatMap(([key, value]) => (value ? [{ key, value }] : []));
}

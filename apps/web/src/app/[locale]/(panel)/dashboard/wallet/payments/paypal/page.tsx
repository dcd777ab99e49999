import { gatewayReturnPage } from '@/components/payments/return-page';
import { panelMetadata } from '@/lib/panel-page';

export const generateMetadata = panelMetadata('/dashboard/wallet/payments/paypal', 'paymentResult');

/** Each visit asks the API again (it captures and settles once, however often it is asked); nothing is cached. */
export const dynamic = 'force-dynamic';

/**
 * PayPal sends the payer back here with ?token={order id}&PayerID=… after approval; our cancel address is
 * the same page with &cancelled=1. The API captures the order (or records the cancellation) and answers
 * with the payment.
 */
export default gatewayReturnPage('paypal', ['token', 'PayerID', 'cancelled'] as const, (query) => ({
  token: query.token,
  cancelled: query.cancelled === '1' || query.cancelled === 'true',
}));

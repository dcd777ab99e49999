import { gatewayReturnPage } from '@/components/payments/return-page';
import { panelMetadata } from '@/lib/panel-page';

export const generateMetadata = panelMetadata('/dashboard/wallet/payments/zibal', 'paymentResult');

/** Each visit asks the API again (it settles a payment once, however often it is asked); nothing is cached. */
export const dynamic = 'force-dynamic';

/**
 * Zibal sends the payer back here by GET with ?trackId=&success=&status=&orderId=. Those strings go to the
 * API as they came: it verifies with Zibal before believing any of them. Without a trackId the API refuses
 * the body (ValidationError); the page words that as an incomplete return.
 */
export default gatewayReturnPage('zibal', ['trackId', 'success', 'status', 'orderId'] as const, (query) => query);

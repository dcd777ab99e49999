/** The dev payment portal's fake gateways as API routes (only those the portals use). */
import { createRouter } from '../../lib/create-app';
import { devGatewayHandlers, serveNodeHandler, type Portals } from './portals';

export function devGatewayRouter(portals: Portals) {
  const router = createRouter();
  const { zibal, paypal } = devGatewayHandlers(portals);
  if (zibal) router.all('/dev/zibal/*', (c) => serveNodeHandler(zibal, c.req.raw));
  if (paypal) router.all('/dev/paypal/*', (c) => serveNodeHandler(paypal, c.req.raw));
  return router;
}

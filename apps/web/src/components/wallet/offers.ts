import type { CoinPackage, Portal, PortalPrice } from './types';

export interface Offer extends CoinPackage {
  /** The cheapest coins of its portal, when that is cheaper than something else on offer there. */
  best: boolean;
  /** How much less a coin costs than a custom amount at the portal's coin price (0.1 = 10%), when it does. */
  saving: number | null;
}

const unitPrice = (pkg: Pick<CoinPackage, 'price' | 'coins'>) => pkg.price / pkg.coins;

/** The packages a user may buy, on portals that have a price, each with what the data says about its value. */
export function offersOf(packages: CoinPackage[], prices: PortalPrice[]): Offer[] {
  const priceOf = new Map<Portal, PortalPrice>(prices.map((price) => [price.portal, price]));
  const sellable = packages.filter((pkg) => priceOf.has(pkg.portal) && pkg.coins > 0);
  const bestOf = new Map<Portal, string>();
  for (const price of prices) {
    const own = sellable.filter((pkg) => pkg.portal === price.portal);
    if (own.length === 0) continue;
    const cheapest = own.reduce((a, b) => (unitPrice(b) < unitPrice(a) ? b : a));
    const dearest = Math.max(price.coinPrice, ...own.map(unitPrice));
    if (unitPrice(cheapest) < dearest) bestOf.set(price.portal, cheapest.id);
  }
  return sellable.map((pkg) => {
    const saving = 1 - unitPrice(pkg) / priceOf.get(pkg.portal)!.coinPrice;
    return { ...pkg, best: bestOf.get(pkg.portal) === pkg.id, saving: saving >= 0.01 ? saving : null };
  });
}

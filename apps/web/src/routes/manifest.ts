import routesFile from './routes.json';

export type Layout = 'auth' | 'default' | 'empty' | 'panel' | 'products' | 'none';
export type Guard = 'auth' | 'shop' | 'admin' | 'staff';

/** Title keys live in the `titles` namespace of the messages; 'default' means the site's name. */
export const titleKeys = {
  '/': 'home',
  '/about': 'about',
  '/policy': 'policy',
  '/terms': 'terms',
  // The blog (decision 048); a post's page is titled with the post's own title.
  '/blog': 'blog',
  '/blog/{slug}': 'blogPost',
  '/auth': 'auth',
  '/auth/login': 'login',
  '/auth/register': 'register',
  '/auth/verify': 'verify',
  '/auth/forgot-pass': 'forgotPass',
  '/auth/change-pass': 'changePass',
  '/dashboard': 'dashboard',
  '/dashboard/instruction': 'instruction',
  '/dashboard/guide': 'guide',
  '/dashboard/settings': 'settings',
  '/dashboard/logout': 'logout',
  '/dashboard/profile': 'profile',
  '/dashboard/profile/change-credential': 'changeCredential',
  '/dashboard/profile/change-password': 'changePassword',
  '/dashboard/wallet': 'wallet',
  '/dashboard/wallet/transactions': 'walletTransactions',
  '/dashboard/wallet/history': 'walletHistory',
  '/dashboard/wallet/payments': 'walletPayments',
  '/dashboard/wallet/payments/zibal': 'paymentResult',
  // Not a route of the spec: PayPal's return page, the counterpart of the Zibal one.
  '/dashboard/wallet/payments/paypal': 'paymentResult',
  '/dashboard/orders/factor-{id}': 'factor',
  // Support tickets (issue 19) and the notifications' list (a path chosen by us).
  '/dashboard/ticket': 'tickets',
  '/dashboard/ticket/new': 'ticketNew',
  '/dashboard/ticket/{id}': 'ticket',
  '/dashboard/notifications': 'notificationsPage',
  // The buyer's orders of the service catalogue (issue 19); an order's page is titled with its number.
  '/dashboard/orders': 'orders',
  '/dashboard/orders/new': 'orderNew',
  '/dashboard/orders/{id}': 'order',
  '/dashboard/orders/put-file': 'orderPutFile',
  '/ai': 'ai',
  '/services/ai': 'ai',
  '/shared/{slug}': 'shared',
  '/dashboard/intelligence': 'intelligence',
  // 3D models and AR (issue 17); the full-screen viewer is titled with the model's own title.
  '/dashboard/argumented-reality': 'arModels',
  '/dashboard/argumented-reality/new': 'arNew',
  '/dashboard/argumented-reality/{id}': 'arModel',
  '/dashboard/argumented-reality/{id}/add-to-market': 'arAddToMarket',
  '/embed/model/{link}': 'embedModel',
  '/embed/scene/{slug}': 'embedScene',
  // Virtual tours (issue 18): the editor is titled with the tour's own title.
  '/dashboard/virtual-tour': 'tours',
  '/dashboard/virtual-tour/new': 'tourNew',
  '/dashboard/virtual-tour/{id}': 'tour',
  // Virtual tours' embed: a tour alone, for an iframe on any site.
  '/embed/place/{link}': 'embedPlace',
  // The shop owner's pages (guard shop, except the places list, which opens a shop for anyone signed in).
  '/dashboard/shop': 'shopDashboard',
  '/dashboard/shop/places': 'shopPlaces',
  '/dashboard/shop/places/{id}': 'shopPlace',
  '/dashboard/shop/info': 'shopInfo',
  '/dashboard/shop/info/social': 'shopSocial',
  '/dashboard/shop/gallery': 'shopGallery',
  '/dashboard/shop/product': 'shopProducts',
  '/dashboard/shop/product/{id}': 'shopProduct',
  // The spec's /dashboard/shop/Image and /Image/{id} answer 308 here (routes/aliases.ts).
  '/dashboard/shop/image': 'shopImages',
  '/dashboard/shop/image/{id}': 'shopImage',
  '/dashboard/shop/designed-{id}': 'shopDesigned',
  // Not routes of the spec: the admin back office (guard admin; anyone else gets the 404 page).
  '/dashboard/admin/wallet': 'adminWallet',
  '/dashboard/admin/ledger': 'adminLedger',
  '/dashboard/admin/ai': 'adminAi',
  '/dashboard/admin/market': 'adminMarket',
  '/dashboard/admin/market/shops': 'adminMarketShops',
  '/dashboard/admin/market/categories': 'adminMarketCategories',
  '/dashboard/admin/market/locations': 'adminMarketLocations',
  '/dashboard/admin/market/prices': 'adminMarketPrices',
  '/dashboard/admin/tours': 'adminTours',
  '/dashboard/admin/services': 'adminServices',
  '/dashboard/admin/services/new': 'adminServiceNew',
  '/dashboard/admin/services/{id}': 'adminService',
  // The blog's back office (decision 048): posts, the editor, categories.
  '/dashboard/admin/blog': 'adminBlog',
  '/dashboard/admin/blog/new': 'adminBlogNew',
  '/dashboard/admin/blog/categories': 'adminBlogCategories',
  '/dashboard/admin/blog/{id}': 'adminBlogPost',
  // The platform's own service catalogue (issue 19; category and service pages are titled with their names).
  '/services': 'services',
  '/services/{category}': 'serviceCategory',
  '/services/{category}/{slug}': 'service',
  // Not routes of the spec: the support desk (guard staff: support and admin; anyone else gets the 404 page).
  '/dashboard/support': 'supportDesk',
  '/dashboard/support/tickets': 'supportTickets',
  '/dashboard/support/tickets/{id}': 'supportTicket',
  '/dashboard/support/orders': 'supportOrders',
  '/dashboard/support/orders/{id}': 'supportOrder',
  '/dashboard/support/replies': 'supportReplies',
  // The market's public pages (titles of pages named by their content come from the content).
  '/market': 'market',
  '/market/places': 'marketPlaces',
  '/market/places/{category}/{country?}/{state?}/{city?}/{district?}': 'marketPlaces',
  '/market/places/{category}/iran/{state?}/{city?}/{district?}': 'marketPlaces',
  '/market/service': 'marketServices',
  '/market/service/{category}/{country?}/{state?}/{city?}/{district?}': 'marketServices',
  '/market/service/{category}/iran/{state?}/{city?}/{district?}': 'marketServices',
  '/market/shop': 'marketShops',
  '/market/shop/{category}/{country?}/{state?}/{city?}/{district?}': 'marketShops',
  '/market/shop/{category}/iran/{state?}/{city?}/{district?}': 'marketShops',
  '/market/{userName}': 'marketShop',
  '/market/{shopLink}': 'marketShop',
  '/market/{userName}/places/{slug}': 'marketListing',
  '/market/{userName}/shop/{slug}': 'marketListing',
  '/market/map': 'marketMap',
  '/market/{userName}/map': 'shopMap',
} as const;

/**
 * Index routes that only answer a permanent redirect (the spec's "index; may redirect" notes): they are
 * built, but they are not pages of their own (no sitemap entry, a 308 in the route walk).
 */
export const redirectRoutes: Record<string, string> = {
  '/market/places': '/market/places/all',
  '/market/service': '/market/service/all',
  '/market/shop': '/market/shop/all',
};

/** The AI studio's pages per tool: a history, a form (`/new`, `/create` for 3D) and a result page. */
const studioTitleKeys = { history: 'aiHistory', form: 'aiNew', result: 'aiResult' } as const;

/** 'tool': the page is titled with its tool's name (apps/web/src/content/ai-tools.ts). */
export type TitleKey =
  | (typeof titleKeys)[keyof typeof titleKeys]
  | (typeof studioTitleKeys)[keyof typeof studioTitleKeys]
  | 'default'
  | 'tool';

/**
 * The public AI tool pages (`/ai/{tool}`, `/services/{tool}`), one per catalogue tool in routes.json; the
 * misspelt alias `/services/image-to-tryone` only redirects.
 */
const toolPage = /^\/(ai|services)\/(?!ai$|image-to-tryone$)[a-z0-9-]+$/;

/**
 * A lowercase tool's studio page; the spec's capitalised paths (`Image-to-image`) stay unbuilt: they
 * answer 308 to the lowercase ones (routes/aliases.ts).
 */
function studioTitle(path: string): TitleKey | undefined {
  const match = /^\/dashboard\/intelligence\/[a-z0-9-]+(\/new|\/create|\/\{id\})?$/.exec(path);
  if (!match) return undefined;
  if (!match[1]) return studioTitleKeys.history;
  return match[1] === '/{id}' ? studioTitleKeys.result : studioTitleKeys.form;
}

export interface RouteEntry {
  /** As in the spec: {param} and {optional?} segments. */
  path: string;
  layout: Layout;
  guards: Guard[];
  titleKey: TitleKey;
  /** True once the feature behind the route exists; later issues switch theirs on. */
  built: boolean;
  /** Where the route sends every request (a 308), when it has no page of its own. */
  redirect?: string;
  note?: string;
}

/** Features that exist in this build; their routes must answer in both locales. */
const built = new Set<string>([
  ...Object.keys(titleKeys),
  ...(routesFile.routes as { path: string }[]).map((route) => route.path).filter((path) => toolPage.test(path)),
  '/sitemap.xml',
]);

export const routeManifest: RouteEntry[] = (
  routesFile.routes as { path: string; layout: Layout; guards: Guard[]; note?: string }[]
).map((route) => ({
  ...route,
  titleKey:
    (titleKeys as Record<string, TitleKey>)[route.path] ??
    studioTitle(route.path) ??
    (toolPage.test(route.path) ? 'tool' : 'default'),
  built: built.has(route.path) || studioTitle(route.path) !== undefined,
  ...(redirectRoutes[route.path] ? { redirect: redirectRoutes[route.path] } : {}),
}));

export function findRoute(path: string): RouteEntry | undefined {
  return routeManifest.find((route) => route.path === path);
}

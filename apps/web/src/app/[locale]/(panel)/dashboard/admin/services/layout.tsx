import { guardedMessagesLayout } from '@/lib/guarded-messages-layout';
import { requireAdmin } from '@/lib/guards';

/**
 * The service catalogue's back office reads `adminServices` in the browser, and the market back office's edit
 * dialogs it shares read `adminMarket`.
 */
export default guardedMessagesLayout(requireAdmin, [
  'common',
  'dateField',
  'admin',
  'adminMarket',
  'adminServices',
  'wallet',
]);

import { guardedMessagesLayout } from '@/lib/guarded-messages-layout';
import { requireAdmin } from '@/lib/guards';

/**
 * The blog's back office reads `adminBlog` in the browser, and the parts it shares with the services' and the
 * market's back offices (move buttons, edit and delete dialogs) read `adminServices` and `adminMarket`.
 */
export default guardedMessagesLayout(requireAdmin, [
  'common',
  'dateField',
  'adminMarket',
  'adminServices',
  'adminBlog',
]);

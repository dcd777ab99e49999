import { guardedMessagesLayout } from '@/lib/guarded-messages-layout';
import { requireAdmin } from '@/lib/guards';

/** The market back office's forms and dialogs read `adminMarket` in the browser. */
export default guardedMessagesLayout(requireAdmin, ['common', 'dateField', 'admin', 'adminMarket']);

import { guardedMessagesLayout } from '@/lib/guarded-messages-layout';
import { requireAdmin } from '@/lib/guards';

/**
 * The back office: admins only; anyone else signed in gets the 404 page (each page checks again). Its copy
 * goes to the browser from here, for admins, instead of through the root layout's client namespaces: nobody
 * else's pages carry it. What its client components read: forms, dialogs, the reconcile button.
 */
export default guardedMessagesLayout(requireAdmin, ['common', 'dateField', 'wallet', 'admin', 'tourReview']);

import { guardedMessagesLayout } from '@/lib/guarded-messages-layout';
import { requireStaff } from '@/lib/guards';

/**
 * The support desk: support and admin accounts only; anyone else signed in gets the 404 page (each page
 * checks again). Its copy reaches the browser from here, for the desk only: what its client components read
 * (the composer, the actions, the saved replies' forms).
 */
export default guardedMessagesLayout(requireStaff, ['common', 'desk']);

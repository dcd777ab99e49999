import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/lib/metadata';

// The 404 title here too: the page drawn again in the browser takes the page's head, not the 404 file's.
export const generateMetadata = notFoundMetadata;

/**
 * Any dashboard address no page claims. Without it Next.js answers with the global 404 document, outside
 * the panel; here the panel's layout runs first (a visitor is sent to sign in, as on every dashboard page)
 * and its 404 page (`(panel)/not-found.tsx`) renders inside it.
 */
export default function MissingDashboardPage(): never {
  notFound();
}

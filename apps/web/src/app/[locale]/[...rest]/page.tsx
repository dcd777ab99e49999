import { notFound } from 'next/navigation';

/** Any path that no page claims gets the localized error page with status 404. */
export default function CatchAll() {
  notFound();
}

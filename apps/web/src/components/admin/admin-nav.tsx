import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

export type AdminSection = 'wallet' | 'ledger';

const sections: { key: AdminSection; href: string }[] = [
  { key: 'wallet', href: '/dashboard/admin/wallet' },
  { key: 'ledger', href: '/dashboard/admin/ledger' },
];

/** The back office's money pages as tabs, one step from each other. */
export async function AdminNav({ current }: { current: AdminSection }) {
  const t = await getTranslations('admin');
  const label: Record<AdminSection, string> = { wallet: t('nav.wallet'), ledger: t('nav.ledger') };
  return (
    <nav aria-label={t('nav.label')} className="mb-6">
      <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-1 shadow-sm sm:inline-flex">
        {sections.map(({ key, href }) => (
          <li key={key}>
            <Link
              href={href}
              aria-current={key === current ? 'page' : undefined}
              className={`block rounded-xl px-4 py-2 text-center text-sm font-semibold transition ${
                key === current
                  ? 'bg-brand-600 text-white shadow-sm'
                  : 'text-[var(--text-muted)] hover:bg-black/5 hover:text-[var(--text)] dark:hover:bg-white/10'
              }`}
            >
              {label[key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A notice that what follows is recorded for good (the ledger is append-only). */
export function AuditNotice({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0"
      >
        <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
        <path d="M9 12l2 2 4-4" />
      </svg>
      <div>{children}</div>
    </div>
  );
}

/** The API did not answer as expected: say so plainly and offer the same page again. */
export async function AdminLoadError({ retryHref }: { retryHref: string }) {
  const t = await getTranslations('admin');
  return (
    <div
      role="alert"
      className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-semibold">{t('loadError')}</p>
      <Link href={retryHref} className="mt-2 inline-block text-sm font-semibold underline underline-offset-4">
        {t('retry')}
      </Link>
    </div>
  );
}

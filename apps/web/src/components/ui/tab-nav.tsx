import { Link } from '@/i18n/navigation';

export interface Tab<K extends string> {
  key: K;
  href: string;
  label: string;
}

/** Sibling pages as tabs, so each is one step from the others: two columns on a phone (an odd last tab
 * across both), one row from sm up. */
export function TabNav<K extends string>({ label, tabs, current }: { label: string; tabs: Tab<K>[]; current: K }) {
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-[var(--border)] bg-[var(--surface)] p-1 shadow-sm sm:inline-flex">
        {tabs.map(({ key, href, label: text }) => (
          // An odd last tab on a phone takes the whole row rather than half of it.
          <li key={key} className="odd:last:col-span-2">
            <Link
              href={href}
              aria-current={key === current ? 'page' : undefined}
              className={`block rounded-xl px-4 py-2 text-center text-sm font-semibold transition ${
                key === current
                  ? 'bg-brand-600 text-white shadow-sm'
                  : 'text-[var(--text-muted)] hover:bg-black/5 hover:text-[var(--text)] dark:hover:bg-white/10'
              }`}
            >
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

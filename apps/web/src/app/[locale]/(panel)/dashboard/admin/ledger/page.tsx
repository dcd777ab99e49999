import { displayPhone } from '@rassam/api/schemas';
import { formatNumber, resultText, toLatinDigits, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdjustForm } from '@/components/admin/adjust-form';
import { AdminNav, AuditNotice } from '@/components/admin/admin-nav';
import { adminMetadata, adminUnitWords } from '@/components/admin/admin-page';
import { ReconcileButton } from '@/components/admin/reconcile-button';
import type { AdminLedgerEntry, AdminPayment, Person } from '@/components/admin/types';
import { Card, PageHeader } from '@/components/panel/page-header';
import type { Column } from '@/components/wallet/data-table';
import { PagedTable } from '@/components/wallet/paged-table';
import { paymentStatuses, type LedgerReason, type PaymentStatus } from '@/components/wallet/types';
import {
  DateTime,
  EmptyState,
  FilterChips,
  OrDash,
  SignedAmount,
  StatusChip,
  walletLabels,
} from '@/components/wallet/wallet-ui';
import { Link } from '@/i18n/navigation';
import { requireAdmin } from '@/lib/guards';
import { bothUnits, codeText } from '@/lib/money';
import { firstValue, isUuid, pageParam } from '@/lib/search-params';
import { serverApiPage } from '@/lib/server-api';
import { ltrIsolate } from '@/components/ui/ltr-text';

export const generateMetadata = adminMetadata('/dashboard/admin/ledger', 'adminLedger');

const path = '/dashboard/admin/ledger';
const LEDGER_PAGE_SIZE = 20;
const PAYMENTS_PAGE_SIZE = 20;
const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300';

type Query = { userId?: string; page?: string; status?: string; flagged?: string; paymentsPage?: string };

/** Who a person is, in as few words as tell them apart: the name, else the phone, else the email. */
function personLabel(person: Person | { name: string | null }, locale: Locale): string {
  if (person.name) return person.name;
  if ('phone' in person && person.phone) return ltrIsolate(displayPhone(person.phone, locale));
  if ('email' in person && person.email) return ltrIsolate(person.email);
  return '—';
}

export default async function AdminLedgerPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<keyof Query, string | string[] | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireAdmin(locale);
  const raw = await searchParams;
  const typedUserId = toLatinDigits(firstValue(raw.userId) ?? '').trim();
  const userId = isUuid(typedUserId) ? typedUserId.toLowerCase() : null;
  const userIdError = typedUserId && !userId ? resultText('UserIdIsNotValid', locale) : null;
  const page = pageParam(raw.page);
  const paymentsPage = pageParam(raw.paymentsPage);
  const status = paymentStatuses.find((value) => value === firstValue(raw.status)) ?? null;
  const flagged = firstValue(raw.flagged) === 'true';

  /** This page's address with some of its query changed (undefined drops a key). */
  const hrefWith = (changes: Partial<Record<keyof Query, string | null>>) => {
    const current: Record<keyof Query, string | null> = {
      userId,
      page: page > 1 ? String(page) : null,
      status,
      flagged: flagged ? 'true' : null,
      paymentsPage: paymentsPage > 1 ? String(paymentsPage) : null,
    };
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...current, ...changes })) if (value) search.set(name, value);
    return search.size ? `${path}?${search}` : path;
  };

  const ledgerQuery = new URLSearchParams({ page: String(page), pageSize: String(LEDGER_PAGE_SIZE) });
  const paymentsQuery = new URLSearchParams({ page: String(paymentsPage), pageSize: String(PAYMENTS_PAGE_SIZE) });
  if (userId) {
    ledgerQuery.set('userId', userId);
    paymentsQuery.set('userId', userId);
  }
  if (status) paymentsQuery.set('status', status);
  if (flagged) paymentsQuery.set('flagged', 'true');

  const [titles, t, wallet, labels, words, ledger, payments, needing] = await Promise.all([
    getTranslations('titles'),
    getTranslations('admin'),
    getTranslations('wallet'),
    walletLabels(),
    adminUnitWords(),
    serverApiPage<AdminLedgerEntry>(`/admin/ledger?${ledgerQuery}`),
    serverApiPage<AdminPayment>(`/admin/payments?${paymentsQuery}`),
    serverApiPage<AdminPayment>('/admin/payments?page=1&pageSize=1&flagged=true'),
  ]);
  const flaggedTotal = needing.ok ? needing.meta.total : 0;
  // The back office names an admin's adjustment as admins know it; the rest as the user's wallet does.
  const reason: Record<LedgerReason, string> = { ...labels.reason, admin_adjustment: t('ledger.reasonAdjustment') };
  const picked = userId && ledger.ok ? ledger.data.find((entry) => entry.user.id === userId)?.user : undefined;
  const pickedLabel = picked
    ? [
        picked.name,
        picked.phone ? ltrIsolate(displayPhone(picked.phone, locale)) : picked.email && ltrIsolate(picked.email),
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;

  const userCell = (person: Person) => (
    <>
      <Link
        href={hrefWith({ userId: person.id, page: null, paymentsPage: null })}
        className={linkClass}
        aria-label={t('ledger.onlyUser', { user: personLabel(person, locale) })}
      >
        {personLabel(person, locale)}
      </Link>
      {person.name && (person.phone || person.email) ? (
        <span dir="ltr" className="block whitespace-nowrap text-xs font-normal text-[var(--text-muted)]">
          {person.phone ? displayPhone(person.phone, locale) : person.email}
        </span>
      ) : null}
    </>
  );

  const ledgerColumns: Column<AdminLedgerEntry>[] = [
    { key: 'user', header: t('ledger.columns.user'), card: 'title', cell: (entry) => userCell(entry.user) },
    {
      key: 'amount',
      header: t('ledger.columns.amount'),
      card: 'aside',
      numeric: true,
      cell: (entry) => <SignedAmount value={entry.amount} locale={locale} />,
    },
    {
      key: 'reason',
      header: t('ledger.columns.reason'),
      cell: (entry) => reason[entry.reason as LedgerReason] ?? entry.reason,
    },
    {
      key: 'balanceAfter',
      header: t('ledger.columns.balanceAfter'),
      numeric: true,
      cell: (entry) => formatNumber(entry.balanceAfter, locale),
    },
    {
      key: 'note',
      header: t('ledger.columns.note'),
      cell: (entry) => (
        <OrDash>
          {entry.note ? (
            <span dir="auto" className="block max-w-64 break-words">
              {entry.note}
            </span>
          ) : null}
        </OrDash>
      ),
    },
    {
      key: 'actor',
      header: t('ledger.columns.actor'),
      cell: (entry) =>
        entry.actor ? (
          personLabel(entry.actor, locale)
        ) : (
          <span className="text-[var(--text-muted)]">{t('ledger.system')}</span>
        ),
    },
    {
      key: 'date',
      header: t('ledger.columns.date'),
      cell: (entry) => <DateTime value={entry.createdAt} locale={locale} />,
    },
    {
      key: 'actions',
      header: t('ledger.columns.actions'),
      card: 'footer',
      cell: (entry) => (
        <Link
          href={`${hrefWith({ userId: entry.user.id, page: null, paymentsPage: null })}#adjust`}
          className={`${linkClass} whitespace-nowrap`}
          aria-label={t('ledger.adjustUser', { user: personLabel(entry.user, locale) })}
        >
          {t('ledger.adjustThis')}
        </Link>
      ),
    },
  ];

  const paymentColumns: Column<AdminPayment>[] = [
    {
      key: 'user',
      header: t('ledger.columns.user'),
      card: 'title',
      cell: (payment) => (
        <>
          {payment.flagged ? (
            <span className="mb-1 inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-900 ring-1 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-800">
              <svg
                viewBox="0 0 16 16"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                aria-hidden="true"
                className="size-3.5"
              >
                <path d="M8 2.5l6 11H2zM8 7v3M8 12h.01" />
              </svg>
              {t('ledger.flagged')}
            </span>
          ) : null}
          <span className="block">{userCell(payment.user)}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('ledger.columns.paid'),
      card: 'aside',
      numeric: true,
      cell: (payment) => {
        const [stored, everyday] = bothUnits(payment.amount, payment.portal, locale, words);
        return (
          <>
            <span className="block whitespace-nowrap font-semibold">{everyday}</span>
            <span className="block whitespace-nowrap text-xs text-[var(--text-muted)]">{stored}</span>
            <span className="block whitespace-nowrap text-xs text-[var(--text-muted)]">
              {t('wallet.coinsCount', { count: payment.coins })}
            </span>
          </>
        );
      },
    },
    {
      key: 'status',
      header: t('ledger.columns.status'),
      cell: (payment) => (
        <>
          <StatusChip status={payment.status} label={labels.status[payment.status]} />
          {payment.failureReason ? (
            <span dir="ltr" className="mt-1 block max-w-56 break-words text-xs text-[var(--text-muted)]">
              {payment.failureReason}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'gateway',
      header: t('ledger.columns.gateway'),
      cell: (payment) => (
        <>
          <span className="block">{labels.portal[payment.portal]}</span>
          {[payment.gatewayId, payment.gatewayRef, payment.cardNumber]
            .filter((value): value is string => Boolean(value))
            .map((value) => (
              <span key={value} dir="ltr" className="block break-all font-mono text-xs text-[var(--text-muted)]">
                {codeText(value, locale)}
              </span>
            ))}
        </>
      ),
    },
    {
      key: 'date',
      header: t('ledger.columns.date'),
      cell: (payment) => <DateTime value={payment.createdAt} locale={locale} />,
    },
    {
      key: 'invoice',
      header: t('ledger.columns.invoice'),
      card: 'footer',
      cell: (payment) =>
        payment.factorId ? (
          <Link href={`/dashboard/orders/factor-${payment.factorId}`} className={`${linkClass} whitespace-nowrap`}>
            {wallet('viewInvoice')}
          </Link>
        ) : null,
    },
  ];

  const statusFilters: { value: PaymentStatus | null; label: string }[] = [
    { value: null, label: t('ledger.allStatuses') },
    ...paymentStatuses.map((value) => ({ value, label: labels.status[value] })),
  ];

  return (
    <>
      <PageHeader title={titles('adminLedger')} intro={t('ledger.intro')} />
      <AdminNav current="ledger" />

      {flaggedTotal > 0 && !flagged ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-300 bg-red-50 px-5 py-4 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">{t('ledger.needsPerson', { count: flaggedTotal })}</p>
          <Link
            href={`${hrefWith({ flagged: 'true', status: null, paymentsPage: null })}#payments`}
            className="font-semibold underline underline-offset-4"
          >
            {t('ledger.showFlagged')}
          </Link>
        </div>
      ) : null}

      <form
        method="get"
        action={path}
        className="mb-8 flex flex-wrap items-end gap-3"
        role="search"
        aria-label={t('ledger.filterLabel')}
      >
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="filter-user" className="mb-1.5 block text-sm font-semibold">
            {t('ledger.filterUser')}
          </label>
          <input
            id="filter-user"
            name="userId"
            defaultValue={typedUserId}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={userIdError ? true : undefined}
            aria-describedby={userIdError ? 'filter-user-error' : 'filter-user-hint'}
            className="block w-full rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3.5 py-2.5 font-mono text-sm outline-none transition focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 aria-[invalid=true]:border-red-500"
          />
          {userIdError ? (
            <p
              id="filter-user-error"
              role="alert"
              className="mt-1.5 text-sm font-medium text-red-600 dark:text-red-400"
            >
              {userIdError}
            </p>
          ) : (
            <p id="filter-user-hint" className="mt-1.5 text-sm text-[var(--text-muted)]">
              {pickedLabel ? t('ledger.filteredTo', { user: pickedLabel }) : t('ledger.filterHint')}
            </p>
          )}
        </div>
        {status ? <input type="hidden" name="status" value={status} /> : null}
        {flagged ? <input type="hidden" name="flagged" value="true" /> : null}
        <div className="flex gap-3 pb-7">
          <button
            type="submit"
            className="rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t('ledger.filterApply')}
          </button>
          {userId || typedUserId ? (
            <Link
              href={hrefWith({ userId: null, page: null, paymentsPage: null })}
              className="rounded-xl border border-[var(--border)] px-4 py-2.5 text-sm font-semibold hover:bg-black/5 dark:hover:bg-white/10"
            >
              {t('ledger.filterClear')}
            </Link>
          ) : null}
        </div>
      </form>

      <section aria-labelledby="adjust" className="mb-10">
        <Card>
          <h2 id="adjust" className="scroll-mt-24 text-xl font-bold">
            {t('ledger.adjust.title')}
          </h2>
          <div className="mb-5 mt-3">
            <AuditNotice>{t('ledger.adjust.audit')}</AuditNotice>
          </div>
          <AdjustForm key={userId ?? 'none'} userId={userId ?? undefined} userLabel={pickedLabel} />
        </Card>
      </section>

      <section aria-labelledby="entries" className="mb-10">
        <h2 id="entries" className="text-xl font-bold">
          {t('ledger.entriesTitle')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-[var(--text-muted)]">
          {ledger.ok ? t('ledger.entriesCount', { count: ledger.meta.total }) : null}
        </p>
        <PagedTable
          result={ledger}
          caption={t('ledger.entriesCaption')}
          columns={ledgerColumns}
          rowKey={(entry) => entry.id}
          empty={
            <EmptyState
              title={t('ledger.noEntries')}
              body={userId ? t('ledger.noEntriesUser') : t('ledger.noEntriesBody')}
            />
          }
          page={page}
          pageHref={(n) => `${hrefWith({ page: n > 1 ? String(n) : null })}#entries`}
          firstPageHref={hrefWith({ page: null })}
          retryHref={hrefWith({})}
          loadError={t('loadError')}
          pagesLabel={t('ledger.entriesPages')}
          locale={locale}
        />
      </section>

      <section aria-labelledby="payments">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="payments" className="scroll-mt-24 text-xl font-bold">
              {t('ledger.paymentsTitle')}
            </h2>
            <p className="mt-1 text-sm text-[var(--text-muted)]">{t('ledger.paymentsHint')}</p>
          </div>
          <ReconcileButton />
        </div>
        <FilterChips
          label={t('ledger.paymentsFilter')}
          current="true"
          chips={[
            ...statusFilters.map(({ value, label }) => ({
              key: value ?? 'all',
              href: `${hrefWith({ status: value, paymentsPage: null })}#payments`,
              label,
              active: value === status,
            })),
            {
              key: 'flagged',
              href: `${hrefWith({ flagged: flagged ? null : 'true', paymentsPage: null })}#payments`,
              label: (
                <>
                  {flagged ? '✓ ' : null}
                  {t('ledger.flaggedFilter', { count: flaggedTotal })}
                </>
              ),
              active: flagged,
              className:
                flagged || flaggedTotal === 0
                  ? ''
                  : 'border-red-300 text-red-800 dark:border-red-800 dark:text-red-200',
            },
          ]}
        />
        <PagedTable
          result={payments}
          caption={t('ledger.paymentsCaption')}
          columns={paymentColumns}
          rowKey={(payment) => payment.id}
          empty={
            <EmptyState
              title={flagged ? t('ledger.noFlagged') : t('ledger.noPayments')}
              body={flagged ? t('ledger.noFlaggedBody') : t('ledger.noPaymentsBody')}
            />
          }
          page={paymentsPage}
          pageHref={(n) => `${hrefWith({ paymentsPage: n > 1 ? String(n) : null })}#payments`}
          firstPageHref={hrefWith({ paymentsPage: null })}
          retryHref={hrefWith({})}
          loadError={t('loadError')}
          pagesLabel={t('ledger.paymentsPages')}
          locale={locale}
        />
      </section>
    </>
  );
}

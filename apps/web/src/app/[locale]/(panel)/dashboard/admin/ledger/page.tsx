import { displayPhone } from '@rassam/api/schemas';
import { resultText, toLatinDigits, type Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdjustForm } from '@/components/admin/adjust-form';
import { AdminNav, AuditNotice } from '@/components/admin/admin-nav';
import { adminMetadata, adminUnitWords } from '@/components/admin/admin-page';
import { ReconcileButton } from '@/components/admin/reconcile-button';
import type { AdminLedgerEntry, AdminPayment, Person } from '@/components/admin/types';
import { PageHeader } from '@/components/panel/page-header';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Num } from '@/components/ui/num';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';
import type { Column } from '@/components/ui/table';
import { PagedTable } from '@/components/wallet/paged-table';
import { paymentStatuses, type LedgerReason, type PaymentStatus } from '@/components/wallet/types';
import { walletLabels } from '@/components/wallet/wallet-ui';
import { requireAdmin } from '@/lib/guards';
import { bothUnits, codeText } from '@/lib/money';
import { firstValue, isUuid, pageParam } from '@/lib/search-params';
import { serverApiPage } from '@/lib/server-api';
import { ltrIsolate } from '@/components/ui/ltr-text';

export const generateMetadata = adminMetadata('/dashboard/admin/ledger', 'adminLedger');

const path = '/dashboard/admin/ledger';
const LEDGER_PAGE_SIZE = 20;
const PAYMENTS_PAGE_SIZE = 20;
const paymentTones: Record<PaymentStatus, StatusTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

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
      <ButtonLink
        variant="link"
        href={hrefWith({ userId: person.id, page: null, paymentsPage: null })}
        aria-label={t('ledger.onlyUser', { user: personLabel(person, locale) })}
        className="whitespace-normal"
      >
        {personLabel(person, locale)}
      </ButtonLink>
      {person.name && (person.phone || person.email) ? (
        <span dir="ltr" className="block whitespace-nowrap text-xs font-normal text-muted-foreground">
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
      cell: (entry) => (
        <Num
          value={entry.amount}
          signed
          locale={locale}
          className={cn(
            'whitespace-nowrap font-bold',
            entry.amount >= 0 ? 'text-success-soft-foreground' : 'text-danger',
          )}
        />
      ),
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
      cell: (entry) => <Num value={entry.balanceAfter} locale={locale} />,
    },
    {
      key: 'note',
      header: t('ledger.columns.note'),
      cell: (entry) =>
        entry.note ? (
          <span dir="auto" className="block max-w-64 break-words">
            {entry.note}
          </span>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      key: 'actor',
      header: t('ledger.columns.actor'),
      cell: (entry) =>
        entry.actor ? (
          personLabel(entry.actor, locale)
        ) : (
          <span className="text-muted-foreground">{t('ledger.system')}</span>
        ),
    },
    {
      key: 'date',
      header: t('ledger.columns.date'),
      cell: (entry) => <DateText value={entry.createdAt} month="short" withTime locale={locale} />,
    },
    {
      key: 'actions',
      header: t('ledger.columns.actions'),
      card: 'footer',
      cell: (entry) => (
        <ButtonLink
          variant="link"
          href={`${hrefWith({ userId: entry.user.id, page: null, paymentsPage: null })}#adjust`}
          aria-label={t('ledger.adjustUser', { user: personLabel(entry.user, locale) })}
        >
          {t('ledger.adjustThis')}
        </ButtonLink>
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
            <Badge tone="danger" className="mb-1 font-bold">
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
            </Badge>
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
            <span className="block whitespace-nowrap text-xs text-muted-foreground">{stored}</span>
            <span className="block whitespace-nowrap text-xs text-muted-foreground">
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
          <StatusChip status={payment.status} label={labels.status[payment.status]} tones={paymentTones} />
          {payment.failureReason ? (
            <span dir="ltr" className="mt-1 block max-w-56 break-words text-xs text-muted-foreground">
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
              <span key={value} dir="ltr" className="block break-all font-mono text-xs text-muted-foreground">
                {codeText(value, locale)}
              </span>
            ))}
        </>
      ),
    },
    {
      key: 'date',
      header: t('ledger.columns.date'),
      cell: (payment) => <DateText value={payment.createdAt} month="short" withTime locale={locale} />,
    },
    {
      key: 'invoice',
      header: t('ledger.columns.invoice'),
      card: 'footer',
      cell: (payment) =>
        payment.factorId ? (
          <ButtonLink variant="link" href={`/dashboard/orders/factor-${payment.factorId}`}>
            {wallet('viewInvoice')}
          </ButtonLink>
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
        <Alert tone="danger" role="status" className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p className="font-semibold">{t('ledger.needsPerson', { count: flaggedTotal })}</p>
          <ButtonLink
            variant="link"
            href={`${hrefWith({ flagged: 'true', status: null, paymentsPage: null })}#payments`}
            className="text-current underline"
          >
            {t('ledger.showFlagged')}
          </ButtonLink>
        </Alert>
      ) : null}

      <form
        method="get"
        action={path}
        className="mb-8 flex flex-wrap items-end gap-3"
        role="search"
        aria-label={t('ledger.filterLabel')}
      >
        <Field
          id="filter-user"
          label={t('ledger.filterUser')}
          error={userIdError}
          hint={pickedLabel ? t('ledger.filteredTo', { user: pickedLabel }) : t('ledger.filterHint')}
          className="min-w-0 flex-1 basis-64"
        >
          <Input
            name="userId"
            defaultValue={typedUserId}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            className="font-mono text-sm"
          />
        </Field>
        {status ? <input type="hidden" name="status" value={status} /> : null}
        {flagged ? <input type="hidden" name="flagged" value="true" /> : null}
        <div className="flex gap-3 pb-7">
          <Button type="submit">{t('ledger.filterApply')}</Button>
          {userId || typedUserId ? (
            <ButtonLink variant="outline" href={hrefWith({ userId: null, page: null, paymentsPage: null })}>
              {t('ledger.filterClear')}
            </ButtonLink>
          ) : null}
        </div>
      </form>

      <section aria-labelledby="adjust" className="mb-10">
        <Card>
          <CardContent>
            <CardTitle id="adjust" className="scroll-mt-24 text-xl">
              {t('ledger.adjust.title')}
            </CardTitle>
            <div className="mb-5 mt-3">
              <AuditNotice>{t('ledger.adjust.audit')}</AuditNotice>
            </div>
            <AdjustForm key={userId ?? 'none'} userId={userId ?? undefined} userLabel={pickedLabel} />
          </CardContent>
        </Card>
      </section>

      <section aria-labelledby="entries" className="mb-10">
        <h2 id="entries" className="text-xl font-bold">
          {t('ledger.entriesTitle')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted-foreground">
          {ledger.ok ? t('ledger.entriesCount', { count: ledger.meta.total }) : null}
        </p>
        <PagedTable
          result={ledger}
          caption={t('ledger.entriesCaption')}
          columns={ledgerColumns}
          rowKey={(entry) => entry.id}
          empty={
            <EmptyState
              headingLevel={3}
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
            <p className="mt-1 text-sm text-muted-foreground">{t('ledger.paymentsHint')}</p>
          </div>
          <ReconcileButton />
        </div>
        <nav aria-label={t('ledger.paymentsFilter')} className="mb-4">
          <ul className="flex flex-wrap gap-2">
            {[
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
              },
            ].map((chip) => (
              <li key={chip.key}>
                {/* aria-current "true": the page's address holds more than this filter. */}
                <ButtonLink
                  href={chip.href}
                  size="sm"
                  variant={chip.active ? 'primary' : 'outline'}
                  aria-current={chip.active ? 'true' : undefined}
                  className={cn(
                    'rounded-full',
                    chip.key === 'flagged' && !flagged && flaggedTotal > 0 ? 'text-danger' : null,
                  )}
                >
                  {chip.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
        <PagedTable
          result={payments}
          caption={t('ledger.paymentsCaption')}
          columns={paymentColumns}
          rowKey={(payment) => payment.id}
          empty={
            <EmptyState
              headingLevel={3}
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

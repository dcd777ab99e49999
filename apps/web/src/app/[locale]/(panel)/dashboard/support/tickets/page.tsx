import {
  QUEUE_ASSIGNED,
  QUEUE_STATUSES,
  TICKET_DEPARTMENTS,
  TICKET_PRIORITIES,
  type DeskCounts,
  type DeskSummaryView,
} from '@rassam/api/schemas';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FilterForm } from '@/components/admin/market/filter-form';
import { DeskNav, DeskPagination } from '@/components/desk/desk-nav';
import { deskMetadata } from '@/components/desk/desk-page';
import { deskPaths, withQuery } from '@/components/desk/desk-paths';
import { Duration, PriorityBadge, TargetChip, TicketStatusChip } from '@/components/desk/desk-chips';
import { ticketLabels } from '@/components/desk/ticket-labels';
import { PageHeader } from '@/components/panel/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { FilterChips } from '@/components/ui/filter-chips';
import { ChatIcon } from '@/components/ui/icons/chat';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Num } from '@/components/ui/num';
import { Select } from '@/components/ui/select';
import { DataTable, type Column } from '@/components/ui/table';
import { TextLink } from '@/components/ui/text-link';
import { requireStaff } from '@/lib/guards';
import { firstValue, pageParam, type SearchParams } from '@/lib/search-params';
import { serverApiPage, type PageMeta } from '@/lib/server-api';

export const generateMetadata = deskMetadata(deskPaths.tickets, 'supportTickets');

const PAGE_SIZE = 20;
type QueueMeta = PageMeta & { counts: DeskCounts };
const pick = <T extends string>(list: readonly T[], value: string | undefined) =>
  list.find((item) => item === value) ?? null;

/**
 * The tickets queue: waiting for us first, the longest-waiting first (the API's order); tabs by status with
 * their counts, filters by department, priority and assignee, a search, and each row's targets.
 */
export default async function DeskTicketsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireStaff(locale);
  const raw = await searchParams;
  const filters = {
    status: pick(QUEUE_STATUSES, firstValue(raw.status)) ?? 'open',
    department: pick(TICKET_DEPARTMENTS, firstValue(raw.department)),
    priority: pick(TICKET_PRIORITIES, firstValue(raw.priority)),
    assigned: pick(QUEUE_ASSIGNED, firstValue(raw.assigned)) ?? 'any',
    q: (firstValue(raw.q) ?? '').trim().slice(0, 120),
  };
  const page = pageParam(raw.page);
  const [titles, t, labels] = await Promise.all([getTranslations('titles'), getTranslations('desk'), ticketLabels()]);
  const result = await serverApiPage<DeskSummaryView, QueueMeta>(
    withQuery('/support/tickets', { ...filters, page, pageSize: PAGE_SIZE }),
  );
  const now = Date.now();
  const hrefWith = (changes: Partial<Record<keyof typeof filters | 'page', string | number | null>>) =>
    withQuery(deskPaths.tickets, {
      ...filters,
      status: filters.status === 'open' ? null : filters.status,
      assigned: filters.assigned === 'any' ? null : filters.assigned,
      page: null,
      ...changes,
    });

  const statusLabels: Record<(typeof QUEUE_STATUSES)[number], string> = {
    open: t('queue.open'),
    new: t('ticketStatus.new'),
    waiting_staff: t('ticketStatus.waiting_staff'),
    waiting_user: t('ticketStatus.waiting_user'),
    done: t('ticketStatus.done'),
    all: t('queue.all'),
  };
  const counts = result.ok ? result.meta.counts : null;
  const countOf = (status: (typeof QUEUE_STATUSES)[number]) =>
    !counts || status === 'all' || status === 'open' ? null : counts[status];
  const assignedLabels = { any: t('queue.anyone'), me: t('queue.me'), none: t('queue.nobody') };

  const columns: Column<DeskSummaryView>[] = [
    {
      key: 'subject',
      header: t('queue.subject'),
      card: 'title',
      cell: (row) => (
        <span className="flex flex-col gap-0.5">
          <TextLink
            href={deskPaths.ticket(row.id)}
            className="font-semibold"
            data-testid="ticket-link"
            data-id={row.id}
          >
            <span className="tabular-nums">
              #<Num value={row.number} />
            </span>{' '}
            <span dir="auto">{row.subject}</span>
          </TextLink>
          <span className="text-sm text-muted-foreground" dir="auto">
            {row.user.name}
          </span>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('queue.status'),
      card: 'aside',
      cell: (row) => <TicketStatusChip status={row.status} />,
    },
    { key: 'department', header: t('queue.department'), cell: (row) => labels.departments[row.department] },
    { key: 'priority', header: t('queue.priority'), cell: (row) => <PriorityBadge priority={row.priority} /> },
    { key: 'age', header: t('queue.age'), cell: (row) => <Duration ms={now - Date.parse(row.createdAt)} /> },
    {
      key: 'assignee',
      header: t('queue.assignee'),
      cell: (row) =>
        row.assignee ? (
          <span dir="auto">{row.assignee.name}</span>
        ) : (
          <span className="text-muted-foreground">{t('queue.nobody')}</span>
        ),
    },
    {
      key: 'targets',
      header: t('queue.targets'),
      card: 'footer',
      cell: (row) => (
        <span className="flex flex-wrap gap-1.5">
          <TargetChip kind="firstReply" target={row.firstReply} openedAt={row.createdAt} now={now} />
          <TargetChip kind="resolution" target={row.resolution} openedAt={row.createdAt} now={now} />
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={titles('supportTickets')} intro={t('queue.intro')} />
      <DeskNav current="tickets" />
      <FilterChips
        label={t('queue.statusFilter')}
        current="true"
        chips={QUEUE_STATUSES.map((status) => {
          const count = countOf(status);
          return {
            key: status,
            href: hrefWith({ status: status === 'open' ? null : status }),
            label: (
              <>
                {statusLabels[status]}
                {count !== null ? (
                  <span className="ms-1 tabular-nums opacity-80">
                    (<Num value={count} />)
                  </span>
                ) : null}
              </>
            ),
            active: filters.status === status,
          };
        })}
      />
      <FilterForm
        path={deskPaths.tickets}
        locale={locale}
        label={t('queue.filters')}
        hidden={{ status: filters.status === 'open' ? null : filters.status }}
        submitLabel={t('queue.apply')}
        clear={
          filters.department || filters.priority || filters.assigned !== 'any' || filters.q
            ? {
                href: withQuery(deskPaths.tickets, { status: filters.status === 'open' ? null : filters.status }),
                label: t('queue.clear'),
              }
            : null
        }
        className="grid sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      >
        <Field id="desk-department" label={t('queue.department')}>
          <Select name="department" defaultValue={filters.department ?? ''}>
            <option value="">{t('queue.allDepartments')}</option>
            {TICKET_DEPARTMENTS.map((value) => (
              <option key={value} value={value}>
                {labels.departments[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="desk-priority" label={t('queue.priority')}>
          <Select name="priority" defaultValue={filters.priority ?? ''}>
            <option value="">{t('queue.allPriorities')}</option>
            {TICKET_PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {labels.priorities[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="desk-assigned" label={t('queue.assignee')}>
          <Select name="assigned" defaultValue={filters.assigned}>
            {QUEUE_ASSIGNED.map((value) => (
              <option key={value} value={value}>
                {assignedLabels[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="desk-q" label={t('queue.search')} hint={t('queue.searchHint')}>
          <Input name="q" type="search" defaultValue={filters.q} autoComplete="off" />
        </Field>
      </FilterForm>

      {!result.ok ? (
        <LoadError message={t('loadError')} retryHref={hrefWith({})} />
      ) : (
        <DataTable
          caption={t('queue.caption')}
          columns={columns}
          rows={result.data}
          rowKey={(row) => row.id}
          empty={<EmptyState icon={<ChatIcon />} title={t('queue.empty')} body={t('queue.emptyBody')} />}
          pagination={
            <DeskPagination
              page={page}
              total={result.meta.total}
              pageSize={PAGE_SIZE}
              href={(n) => hrefWith({ page: n > 1 ? n : null })}
              locale={locale}
            />
          }
        />
      )}
    </>
  );
}

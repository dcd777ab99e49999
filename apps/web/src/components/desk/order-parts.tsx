import type { OrderStatusName } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { DateText } from '@/components/ui/date-text';
import { Num } from '@/components/ui/num';
import { StatusChip } from '@/components/ui/status-chip';
import { FileLinks, type ThreadFile } from './thread';

type Bilingual = { fa: string; en: string };
type Lang = 'fa' | 'en';

/** One answer in words: text as written, a number in the page's digits, a choice by its label, files as links. */
function Answer({
  question,
  value,
  files,
  locale,
}: {
  question: Record<string, unknown>;
  value: unknown;
  files: ThreadFile[];
  locale: Lang;
}) {
  const t = useTranslations('desk');
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) {
    return <span className="text-muted-foreground">{t('order.noAnswer')}</span>;
  }
  if (question.type === 'number' && typeof value === 'number') return <Num value={value} fraction={4} />;
  if (question.type === 'choice') {
    const options = (question.options ?? []) as { value: string; label: Bilingual }[];
    const option = options.find((item) => item.value === value);
    return <span dir="auto">{option ? option.label[locale] : String(value)}</span>;
  }
  if (question.type === 'file' && Array.isArray(value)) {
    return <FileLinks files={files.filter((file) => value.includes(file.id))} />;
  }
  return (
    <span className="whitespace-pre-wrap break-words" dir="auto">
      {String(value)}
    </span>
  );
}

/** The buyer's answers to the service's form as it was ordered, question by question. */
export function OrderAnswers({
  form,
  answers,
  files,
  locale,
}: {
  form: Record<string, unknown>[];
  answers: Record<string, unknown>;
  files: ThreadFile[];
  locale: Lang;
}) {
  const t = useTranslations('desk');
  if (!form.length) return <p className="text-sm text-muted-foreground">{t('order.noForm')}</p>;
  return (
    <dl className="space-y-3" data-testid="order-answers">
      {form.map((question) => (
        <div key={String(question.key)}>
          <dt className="text-sm font-semibold" dir="auto">
            {(question.label as Bilingual)[locale]}
          </dt>
          <dd className="mt-1">
            <Answer question={question} value={answers[String(question.key)]} files={files} locale={locale} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const stepTones = { done: 'success', current: 'info', next: 'neutral' } as const;

/** The service's steps with where the order is: done, current (in words and a mark), next. */
export function OrderSteps({
  steps,
  locale,
}: {
  steps: { key: string; name: Bilingual; state: 'done' | 'current' | 'next'; at: string | null }[];
  locale: Lang;
}) {
  const t = useTranslations('desk');
  const states = { done: t('step.done'), current: t('step.current'), next: t('step.next') };
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold">{t('order.steps')}</h3>
      <ol className="space-y-2" data-testid="order-steps">
        {steps.map((step) => (
          <li
            key={step.key}
            data-state={step.state}
            className="flex flex-wrap items-center justify-between gap-2 text-sm"
          >
            <span dir="auto" className={step.state === 'current' ? 'font-semibold' : undefined}>
              {step.name[locale]}
            </span>
            <StatusChip status={step.state} tones={stepTones} label={states[step.state]} />
          </li>
        ))}
      </ol>
    </div>
  );
}

type OrderEvent = {
  kind: string;
  status: OrderStatusName;
  step: string | null;
  by: 'user' | 'staff' | 'system';
  at: string;
};

/** What happened to the order, the oldest first: each event in words, who did it and when. */
export function OrderTimeline({
  events,
  steps,
  statusLabels,
  locale,
}: {
  events: OrderEvent[];
  steps: { key: string; name: Bilingual }[];
  statusLabels: Record<OrderStatusName, string>;
  locale: Lang;
}) {
  const t = useTranslations('desk');
  const kinds: Record<string, string> = {
    created: t('event.created'),
    quoted: t('event.quoted'),
    paid: t('event.paid'),
    assigned: t('event.assigned'),
    step: t('event.step'),
    delivered: t('event.delivered'),
    revision: t('event.revision'),
    completed: t('event.completed'),
    cancelled: t('event.cancelled'),
  };
  const actors = { user: t('actor.user'), staff: t('actor.staff'), system: t('actor.system') };
  return (
    <ol className="space-y-3 border-s-2 border-border ps-4" data-testid="order-timeline">
      {events.map((event, index) => {
        const step = event.step ? steps.find((s) => s.key === event.step)?.name[locale] : null;
        return (
          <li key={`${event.at}-${index}`} data-kind={event.kind} className="text-sm">
            <p className="font-semibold">
              {kinds[event.kind] ?? statusLabels[event.status]}
              {event.kind === 'step' && step ? <span dir="auto">: {step}</span> : null}
            </p>
            <p className="text-muted-foreground">
              {actors[event.by]} · <DateText value={event.at} month="short" withTime />
            </p>
          </li>
        );
      })}
    </ol>
  );
}

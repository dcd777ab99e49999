import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { FileLink } from '@/components/ui/file-link';
import type { TicketFile, TicketView } from './ticket-api';

/** A ticket's files to download (each a signed address: a new one comes with each reading of the ticket). */
function FileLinks({ files }: { files: TicketFile[] }) {
  if (!files.length) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id}>
          <FileLink href={file.url} name={file.name} size={file.size} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A ticket's thread, oldest first: the user's messages and the desk's (with the writer's name and "support
 * team"), each with its date in the reader's calendar and its files; then the files left on the ticket itself.
 */
export function TicketThread({
  ticket,
  user,
}: {
  ticket: TicketView;
  user: { name: string; avatarUrl: string | null };
}) {
  const t = useTranslations('tickets');
  return (
    <section aria-labelledby="ticket-messages" className="space-y-4">
      <h2 id="ticket-messages" className="sr-only">
        {t('thread.messages')}
      </h2>
      <ol className="space-y-4">
        {ticket.messages.map((message) => {
          const staff = message.from === 'staff';
          const name = staff ? (message.authorName ?? t('thread.support')) : t('thread.you');
          return (
            <li
              key={message.id}
              data-testid="ticket-message"
              data-from={message.from}
              className={staff ? 'sm:me-12' : 'sm:ms-12'}
            >
              <Card asChild padded>
                <article aria-label={name}>
                  <header className="mb-2 flex flex-wrap items-center gap-2 text-sm">
                    <Avatar name={staff ? name : user.name} url={staff ? null : user.avatarUrl} size={28} />
                    <span className="font-semibold" dir="auto">
                      {name}
                    </span>
                    {staff ? <Badge tone="info">{t('thread.staffBadge')}</Badge> : null}
                    <DateText value={message.createdAt} withTime className="ms-auto text-muted-foreground" />
                  </header>
                  <p className="whitespace-pre-wrap break-words leading-7" dir="auto">
                    {message.text}
                  </p>
                  <FileLinks files={message.files} />
                </article>
              </Card>
            </li>
          );
        })}
      </ol>
      {ticket.files.length ? (
        <Card padded>
          <h2 className="text-sm font-semibold">{t('thread.ticketFiles')}</h2>
          <FileLinks files={ticket.files} />
        </Card>
      ) : null}
    </section>
  );
}

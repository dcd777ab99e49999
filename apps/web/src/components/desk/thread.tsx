import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { DateText } from '@/components/ui/date-text';
import { FileLink } from '@/components/ui/file-link';
import { cn } from '@/components/ui/cn';

export interface ThreadFile {
  id: string;
  name: string;
  size: number;
  url: string;
  internal?: boolean;
  delivery?: boolean;
}

export interface ThreadMessage {
  id: string;
  from: 'user' | 'staff';
  authorName: string | null;
  text: string;
  internal: boolean;
  createdAt: string;
  files?: ThreadFile[];
}

/** Files as download links (signed addresses), each with its size, and marked when internal or a delivery. */
export function FileLinks({ files }: { files: ThreadFile[] }) {
  const t = useTranslations('desk');
  if (!files.length) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id}>
          <FileLink href={file.url} name={file.name} size={file.size} data-testid="thread-file">
            {file.internal ? t('thread.internalFile') : null}
          </FileLink>
          {file.delivery ? (
            <Badge tone="success" className="ms-1">
              {t('thread.delivery')}
            </Badge>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * A ticket's or an order's messages, the oldest first: the user's on one side, the desk's on the other, and
 * internal notes on a warning ground with a label in words (never colour alone): the user never sees them.
 */
export function Thread({ messages, userName }: { messages: ThreadMessage[]; userName: string }) {
  const t = useTranslations('desk');
  if (!messages.length) return <p className="text-sm text-muted-foreground">{t('thread.empty')}</p>;
  return (
    <ol className="space-y-3" data-testid="thread">
      {messages.map((message) => (
        <li
          key={message.id}
          data-testid="thread-message"
          data-internal={message.internal || undefined}
          data-from={message.from}
          className={cn(
            'rounded-2xl border p-4',
            message.internal
              ? 'border-dashed border-warning-soft-foreground/40 bg-warning-soft text-warning-soft-foreground'
              : message.from === 'staff'
                ? 'ms-6 border-border bg-info-soft/40 sm:ms-16'
                : 'me-6 border-border bg-card sm:me-16',
          )}
        >
          <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-semibold" dir="auto">
              {message.from === 'user' ? userName : (message.authorName ?? t('thread.desk'))}
            </span>
            {message.internal ? (
              <Badge tone="warning" data-testid="internal-label">
                {t('thread.internal')}
              </Badge>
            ) : message.from === 'staff' ? (
              <Badge tone="info">{t('thread.reply')}</Badge>
            ) : null}
            <DateText
              value={message.createdAt}
              withTime
              month="short"
              className={message.internal ? undefined : 'text-muted-foreground'}
            />
          </div>
          <p className="whitespace-pre-wrap break-words" dir="auto">
            {message.text}
          </p>
          {message.files?.length ? (
            <div className="mt-3">
              <FileLinks files={message.files} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

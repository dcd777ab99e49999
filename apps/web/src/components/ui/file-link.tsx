import { useTranslations } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { buttonVariants } from './button';
import { cn } from './cn';
import { FileSize } from './file-size';
import { DownloadIcon } from './icons/download';

type FileLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'download' | 'children'> & {
  href: string;
  /** The file's own name: shown, and the name it is saved under. */
  name: string;
  /** Its size in bytes, shown after the name; left out where the size is shown elsewhere. */
  size?: number;
  /** `chip` (default): an outlined small button, for files in a row. `inline`: a link in a list's line. */
  look?: 'chip' | 'inline';
  /** Said after the rest for a screen reader only (e.g. "internal file"). */
  children?: ReactNode;
};

/**
 * A file to download under its own name. It is named by what it shows, the name and the size, with a
 * hidden "Download" first for whoever cannot see the icon: a label that hid the size (an aria-label) failed
 * WCAG 2.5.3, label in name (decision 053).
 */
export function FileLink({ href, name, size, look = 'chip', className, children, ...anchor }: FileLinkProps) {
  const t = useTranslations('common');
  return (
    <a
      href={href}
      download={name}
      className={cn(
        look === 'chip'
          ? buttonVariants({ variant: 'outline', size: 'sm', className: 'max-w-full' })
          : buttonVariants({ variant: 'link', className: 'min-w-0 shrink justify-start' }),
        className,
      )}
      {...anchor}
    >
      <DownloadIcon className="size-4 shrink-0" aria-hidden />
      <span className="sr-only">{t('download')}</span>
      <span dir="auto" className="max-w-56 min-w-0 truncate">
        {name}
      </span>
      {size === undefined ? null : <FileSize bytes={size} className="text-muted-foreground" />}
      {children ? <span className="sr-only">{children}</span> : null}
    </a>
  );
}

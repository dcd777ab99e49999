import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { LogoMark } from '@/components/ui/logo-mark';

/** The error page of SPEC section 2: the status as heading, a message, and a way back to the main page. */
export function ErrorView({
  status,
  title,
  body,
  homeLabel,
  homeHref,
  action,
  inPanel = false,
}: {
  status: number | string;
  title: string;
  body: string;
  homeLabel: string;
  /** `/` or `/en`: a plain link, so the page also works where no locale context exists (the global 404). */
  homeHref: string;
  action?: React.ReactNode;
  /** Inside the dashboard's panel (its sidebar and header around it): no screen of its own, no logo. */
  inPanel?: boolean;
}) {
  return (
    <div
      {...(inPanel ? {} : { 'data-layout': 'none' })}
      className={cn('grid place-items-center px-4', inPanel ? 'py-12 sm:py-20' : 'min-h-dvh py-16')}
    >
      <div className="w-full max-w-md text-center">
        {inPanel ? null : <LogoMark className="mx-auto size-12" />}
        <h1 className="mt-6 text-7xl font-black tracking-tight text-link">{status}</h1>
        <p className="mt-4 text-xl font-bold">{title}</p>
        <p className="mt-2 text-muted-foreground">{body}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <Button asChild size="lg">
            <a href={homeHref}>{homeLabel}</a>
          </Button>
          {action}
        </div>
      </div>
    </div>
  );
}

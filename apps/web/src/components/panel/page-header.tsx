import { Card as KitCard } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-1.5 text-muted-foreground">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** The kit's Card with its content's padding, for the pages not yet on CardHeader and CardContent. */
export function Card({ children, className }: { children: React.ReactNode; className?: string }) {
  return <KitCard className={cn('p-5 sm:p-6', className)}>{children}</KitCard>;
}

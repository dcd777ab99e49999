import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

/** Questions and their answers, each folded under its question (a `details`), in one card. */
export function Faq({ items, className }: { items: { q: string; a: string }[]; className?: string }) {
  return (
    <Card className={cn('divide-y divide-border', className)}>
      {items.map((item) => (
        <details key={item.q} className="group p-4 sm:p-5">
          <summary className="cursor-pointer list-none font-semibold marker:hidden">
            <span className="flex items-center justify-between gap-3">
              {item.q}
              <span aria-hidden="true" className="text-muted-foreground transition group-open:rotate-45">
                +
              </span>
            </span>
          </summary>
          <p className="mt-2 text-muted-foreground">{item.a}</p>
        </details>
      ))}
    </Card>
  );
}

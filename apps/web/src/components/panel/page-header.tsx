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

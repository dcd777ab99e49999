import type { ReactNode } from 'react';
import { Eyebrow } from './eyebrow';

/**
 * The band that opens a public section's front page (the service catalogue, the blog): what kind of page
 * it is, its h1 and a line on what it holds, centred on the card colour.
 */
export function PageHero({ eyebrow, title, intro }: { eyebrow: ReactNode; title: ReactNode; intro: ReactNode }) {
  return (
    <section className="bg-card">
      <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:px-6 md:py-16">
        <Eyebrow>{eyebrow}</Eyebrow>
        <h1 className="mx-auto mt-2 max-w-3xl text-3xl leading-tight font-black sm:text-4xl md:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{intro}</p>
      </div>
    </section>
  );
}

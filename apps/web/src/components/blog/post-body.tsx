import type { Locale } from '@rassam/i18n';
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { marketImageSources } from '@/components/market/market-image';
import { cn } from '@/components/ui/cn';
import { getPathname } from '@/i18n/navigation';
import { blogFileId, blogFilePath } from './blog';

/**
 * What a link in a post may point to (decision 048): a page of this site (a path), an address on the web,
 * or an e-mail address. Anything else (`javascript:`, `data:`, a relative `x.html`, `//host`) is null, and
 * its text is shown without the link.
 */
export function postLinkKind(href: string | undefined): 'site' | 'outside' | 'mail' | null {
  if (!href) return null;
  if (href.startsWith('/')) {
    // `//host` and `/\host` are other sites to a browser; the URL parser says which host a path lands on.
    if (/^\/[/\\]/.test(href)) return null;
    try {
      return new URL(href, 'https://site.invalid').origin === 'https://site.invalid' ? 'site' : null;
    } catch {
      return null;
    }
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return 'mail';
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? 'outside' : null;
}

/** Drops react-markdown's `node` before the props reach the element. */
function own<P extends ExtraProps>({ node: _node, ...props }: P) {
  return props;
}

const headings = {
  h2: 'mt-10 mb-4 text-xl leading-snug font-extrabold sm:text-2xl',
  h3: 'mt-8 mb-3 text-lg leading-snug font-bold sm:text-xl',
  h4: 'mt-6 mb-2 text-base font-bold sm:text-lg',
  h5: 'mt-6 mb-2 text-base font-bold',
  h6: 'mt-6 mb-2 text-base font-semibold text-muted-foreground',
} as const;

/** A heading of the body as its own level (the plugin below has moved the levels under the page's h1). */
function heading(level: keyof typeof headings) {
  const Heading = level;
  return function ShiftedHeading(props: ComponentProps<'h1'> & ExtraProps) {
    return <Heading {...own(props)} className={headings[level]} />;
  };
}

/** The sizes a body image is shown at: the article's column, at most 48rem. */
const BODY_IMAGE_SIZES = '(min-width: 52rem) 48rem, calc(100vw - 2rem)';

const LINK = 'text-link underline underline-offset-4 hover:decoration-2';

/**
 * A link of a post: to the web in a new tab, not vouched for (nofollow); to a page of this site in the post's
 * language (`/services` in an English post is `/en/services`), unless it names its language or is the API's.
 */
function postLink(locale: Locale) {
  return function PostLink({ href = '', children }: ComponentProps<'a'> & ExtraProps) {
    const kind = postLinkKind(href);
    if (kind === 'outside')
      return (
        <a href={href} className={LINK} target="_blank" rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    if (kind === 'site' && !/^\/(?:en|fa|api)(?:[/?#]|$)/.test(href))
      return (
        <NextLink href={getPathname({ href, locale })} className={LINK}>
          {children}
        </NextLink>
      );
    return (
      <a href={href} className={LINK}>
        {children}
      </a>
    );
  };
}

type MarkdownNode = { type: string; depth?: number; children?: MarkdownNode[] };

/**
 * Moves a body's headings so that its highest becomes an h2, under the page's title, the only h1: writers
 * start sections at `#` or at `##` (as on GitHub), and either way the outline has no gap. The levels below
 * keep their distance, up to h6.
 */
function headingsFromH2() {
  return (tree: MarkdownNode) => {
    const found: MarkdownNode[] = [];
    const visit = (node: MarkdownNode) => {
      if (node.type === 'heading') found.push(node);
      node.children?.forEach(visit);
    };
    visit(tree);
    const top = Math.min(...found.map((node) => node.depth ?? 1));
    for (const node of found) node.depth = Math.min(6, (node.depth ?? 1) - top + 2);
  };
}
const remarkPlugins = [headingsFromH2];

const components: Components = {
  h1: heading('h2'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  p: (props) => <p {...own(props)} className="my-5" />,
  ul: (props) => <ul {...own(props)} className="my-5 list-disc space-y-2 ps-6 marker:text-muted-foreground" />,
  ol: (props) => <ol {...own(props)} className="my-5 list-decimal space-y-2 ps-6 marker:text-muted-foreground" />,
  blockquote: (props) => (
    <blockquote {...own(props)} className="my-6 border-s-4 border-primary/40 ps-4 text-muted-foreground" />
  ),
  hr: (props) => <hr {...own(props)} className="my-10 border-border" />,
  // Code reads left to right in either language; a block scrolls rather than wrapping its lines.
  pre: (props) => (
    <pre
      {...own(props)}
      dir="ltr"
      className="my-6 overflow-x-auto rounded-xl border border-border bg-muted p-4 text-start text-sm leading-6 [&>code]:bg-transparent [&>code]:p-0"
    />
  ),
  code: (props) => <code {...own(props)} dir="ltr" className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]" />,
  img: ({ src, alt }) => {
    const id = typeof src === 'string' ? blogFileId(src) : null;
    if (!id) return null;
    return (
      <img
        {...marketImageSources(blogFilePath(id), 768, BODY_IMAGE_SIZES)}
        alt={alt ?? ''}
        loading="lazy"
        decoding="async"
        className="my-6 h-auto w-full rounded-xl border border-border"
      />
    );
  },
};

const componentsIn: Record<Locale, Components> = {
  fa: { ...components, a: postLink('fa') },
  en: { ...components, a: postLink('en') },
};

/**
 * The Markdown body of a post, rendered to elements (decision 048): headings from h2 (whichever level the writer began at), links only to this
 * site, the web and e-mail (outside ones in a new tab, not vouched for), images only from the blog's
 * library, and raw HTML shown as the text it is (react-markdown's default). Neither client- nor
 * server-only, so the admin's editor previews a post with the very same rendering.
 */
export function PostBody({ markdown, locale, className }: { markdown: string; locale: Locale; className?: string }) {
  return (
    <div
      dir={locale === 'fa' ? 'rtl' : 'ltr'}
      lang={locale}
      className={cn('text-base leading-8 sm:text-lg sm:leading-9 [&>:first-child]:mt-0', className)}
      data-testid="post-body"
    >
      <Markdown
        components={componentsIn[locale]}
        remarkPlugins={remarkPlugins}
        // A link to anything but the site, the web or mail keeps its text; an image from outside the library goes.
        allowElement={(element) => {
          if (element.tagName === 'a') return postLinkKind(String(element.properties.href ?? '')) !== null;
          if (element.tagName === 'img') return blogFileId(String(element.properties.src ?? '')) !== null;
          return true;
        }}
        unwrapDisallowed
      >
        {markdown}
      </Markdown>
    </div>
  );
}

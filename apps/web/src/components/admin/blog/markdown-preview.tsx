'use client';

import Markdown, { type Components } from 'react-markdown';

/**
 * A body as its page will show it, for the editor's preview tab (loaded only when the tab is opened, so the
 * editor does not ship react-markdown before). The public page renders on the server with the same rules
 * (decision 048): no raw HTML, headings from h2, links of the web, mail and this site only (anything else
 * as plain text), outside links with `rel="noopener noreferrer nofollow"`, and images of the blog's library
 * only.
 */
const siteLink = (href: string) => href.startsWith('/') && !href.startsWith('//');
const allowedLink = (href: string) => /^(https?:|mailto:)/i.test(href) || siteLink(href);
const libraryImage = /^\/api\/blog\/files\/[0-9a-f-]{36}$/i;

const components: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
  h4: ({ children }) => <h5>{children}</h5>,
  h5: ({ children }) => <h6>{children}</h6>,
  a: ({ href, children }) =>
    href && allowedLink(href) ? (
      <a href={href} {...(siteLink(href) ? {} : { rel: 'noopener noreferrer nofollow', target: '_blank' })}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt }) =>
    typeof src === 'string' && libraryImage.test(src) ? (
      <img src={`${src}?w=640`} alt={alt ?? ''} loading="lazy" decoding="async" />
    ) : null,
};

export default function MarkdownPreview({ text }: { text: string }) {
  return (
    <Markdown skipHtml components={components} urlTransform={(url) => url}>
      {text}
    </Markdown>
  );
}

import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { title?: string };

/**
 * The frame every icon shares (here, the market's and the studio's own): a 24 px grid in the current colour,
 * hidden from assistive technology unless titled. Each icon is a module of its own (`icons/<name>.tsx`),
 * imported by its path: Turbopack ships a module whole, so one module of all the icons put every icon in
 * every page's scripts (2 KB gzip), and an index re-exporting them did the same (decision 011). Each is a
 * function of its own rather than the result of a factory called when the module loads.
 */
export function IconFrame({
  title,
  className = '',
  directional = false,
  children,
  ...props
}: IconProps & { directional?: boolean; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      className={`size-5 shrink-0 ${directional ? 'flip-rtl' : ''} ${className}`}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

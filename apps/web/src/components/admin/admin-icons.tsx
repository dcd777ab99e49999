import type { SVGProps } from 'react';

/** The back office's two icons, in the line style of components/ui/icons (24×24, 1.8 stroke, decorative). */
function Svg({ className = '', children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={`size-5 shrink-0 ${className}`}
      {...props}
    >
      {children}
    </svg>
  );
}

/** A stack of coins: prices and packages. */
export const CoinsIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <ellipse cx="9" cy="6" rx="6" ry="2.5" />
    <path d="M3 6v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V6M3 10v4c0 1.4 2.7 2.5 6 2.5 1 0 2-.1 2.8-.3" />
    <circle cx="17" cy="16" r="4" />
  </Svg>
);

/** A ledger book with a check: every wallet's entries and the payments. */
export const LedgerIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M5 4a1 1 0 0 1 1-1h12v18H6a1 1 0 0 1-1-1z" />
    <path d="M9 3v18M12 8h3M12 12h3" />
  </Svg>
);

import type { SVGProps } from 'react';

/** Two more icons in the line style of components/ui/icons (24×24, 1.8 stroke, decorative). */
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

export const CardIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3 10h18M7 15h4" />
  </Svg>
);

export const ListIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
  </Svg>
);

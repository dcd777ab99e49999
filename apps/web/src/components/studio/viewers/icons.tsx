import type { SVGProps } from 'react';

/** The viewers' own icons (24-unit strokes like components/ui/icons). Media controls never mirror in RTL. */
function icon(path: React.ReactNode) {
  return function Icon({ className = '', ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        className={`size-5 shrink-0 ${className}`}
        {...props}
      >
        {path}
      </svg>
    );
  };
}

export const ZoomInIcon = icon(<path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4M11 8v6M8 11h6" />);
export const ZoomOutIcon = icon(<path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4M8 11h6" />);
export const ResetIcon = icon(<path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" />);
export const DownloadIcon = icon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const ShareIcon = icon(
  <path d="M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />,
);
export const PlayIcon = icon(<path d="M7 4.5v15l12-7.5z" fill="currentColor" />);
export const PauseIcon = icon(<path d="M7 4h3v16H7zM14 4h3v16h-3z" fill="currentColor" />);
export const RotateIcon = icon(<path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4" />);
export const CompareIcon = icon(<path d="M12 3v18M4 6h5v12H4zM15 6h5v12h-5" />);

import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { title?: string };

/**
 * The frame every icon shares (here, the market's and the studio's own): a 24 px grid in the current colour,
 * hidden from assistive technology unless titled. Each icon is a function of its own rather than the result
 * of a factory called when the module loads: such a call is work a bundler must keep, so every icon shipped;
 * now the bundler drops those no client component uses.
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

export const MenuIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </IconFrame>
);
export const CloseIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </IconFrame>
);
/** Points "forward" in reading order: right in LTR, left in RTL. */
export const ArrowForwardIcon = (props: IconProps) => (
  <IconFrame directional {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </IconFrame>
);
export const ChevronForwardIcon = (props: IconProps) => (
  <IconFrame directional {...props}>
    <path d="M9 6l6 6-6 6" />
  </IconFrame>
);
export const ChevronDownIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 9l6 6 6-6" />
  </IconFrame>
);
export const GlobeIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </IconFrame>
);
export const SparkIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />
  </IconFrame>
);
export const VideoIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3z" />
  </IconFrame>
);
export const CubeIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5" />
  </IconFrame>
);
export const PanoramaIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="9" />
    <ellipse cx="12" cy="12" rx="9" ry="3.5" />
  </IconFrame>
);
export const StoreIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6" />
  </IconFrame>
);
export const WalletIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M16 13h2M3 10h18M6 6V4h12v2" />
  </IconFrame>
);
export const HomeIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" />
  </IconFrame>
);
/** A map pin: a shop's places (the dashboard has the house). */
export const MapPinIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </IconFrame>
);
export const UserIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </IconFrame>
);
export const SettingsIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19 12a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14 3h-4l-.5 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2L10 21h4l.5-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z" />
  </IconFrame>
);
export const BookIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 5v16M8 7h7" />
  </IconFrame>
);
/** A feed (RSS or Atom): the broadcast arcs. */
export const FeedIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
    <circle cx="6" cy="18" r="1.5" />
  </IconFrame>
);
export const LightbulbIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />
  </IconFrame>
);
export const LogoutIcon = (props: IconProps) => (
  <IconFrame directional {...props}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </IconFrame>
);
export const ReceiptIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h4" />
  </IconFrame>
);
export const ChatIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 5h16v11H9l-5 4z" />
  </IconFrame>
);
export const BellIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 21h4" />
  </IconFrame>
);
export const PaperclipIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M20 11.5l-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L15 6.9" />
  </IconFrame>
);
export const ArIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M3 7V4h3M18 4h3v3M21 17v3h-3M6 20H3v-3M12 7l5 3v5l-5 3-5-3v-5z" />
  </IconFrame>
);
export const CheckIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M5 12l5 5 9-10" />
  </IconFrame>
);
export const EyeIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </IconFrame>
);
export const EyeOffIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M3 3l18 18M10.6 6.1A9.9 9.9 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6C3.9 8.3 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 4.4-1M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </IconFrame>
);
export const CameraIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </IconFrame>
);
export const SunIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </IconFrame>
);
export const MoonIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
  </IconFrame>
);
export const CardIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3 10h18M7 15h4" />
  </IconFrame>
);
export const ListIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
  </IconFrame>
);
// The Markdown editor's toolbar (the blog's back office) and the blog's place in it.
export const HeadingIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 4v16M18 4v16M6 12h12" />
  </IconFrame>
);
export const BoldIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M7 4h6a4 4 0 0 1 0 8H7zM7 12h7a4 4 0 0 1 0 8H7z" />
  </IconFrame>
);
export const ImageIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01" />
  </IconFrame>
);
export const PenIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
  </IconFrame>
);
/** A stack of coins: prices and packages. */
export const CoinsIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <ellipse cx="9" cy="6" rx="6" ry="2.5" />
    <path d="M3 6v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V6M3 10v4c0 1.4 2.7 2.5 6 2.5 1 0 2-.1 2.8-.3" />
    <circle cx="17" cy="16" r="4" />
  </IconFrame>
);
/** A ledger book: every wallet's entries and the payments. */
export const LedgerIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M5 4a1 1 0 0 1 1-1h12v18H6a1 1 0 0 1-1-1z" />
    <path d="M9 3v18M12 8h3M12 12h3" />
  </IconFrame>
);
export const PrintIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v7H7z" />
  </IconFrame>
);
export const ShieldCheckIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </IconFrame>
);
export const ClockIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </IconFrame>
);
export const AlertIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 4l9 16H3zM12 10v4M12 17h.01" />
  </IconFrame>
);
export const DownloadIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </IconFrame>
);
export const ShareIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
  </IconFrame>
);
export const SearchIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </IconFrame>
);
export const TrashIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </IconFrame>
);
export const RepeatIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 12a8 8 0 0 1 14-5.3L20 9M20 4v5h-5M20 12a8 8 0 0 1-14 5.3L4 15M4 20v-5h5" />
  </IconFrame>
);
export const MusicIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z" />
  </IconFrame>
);

// Media controls (the result viewers): never mirrored in RTL.
export const ZoomInIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4M11 8v6M8 11h6" />
  </IconFrame>
);
export const ZoomOutIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4M8 11h6" />
  </IconFrame>
);
export const ResetIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" />
  </IconFrame>
);
export const PlayIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </IconFrame>
);
export const PauseIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M7 4h3v16H7zM14 4h3v16h-3z" fill="currentColor" />
  </IconFrame>
);
export const RotateIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4" />
  </IconFrame>
);
export const CompareIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 3v18M4 6h5v12H4zM15 6h5v12h-5" />
  </IconFrame>
);

import { IconFrame, type IconProps } from './frame';

/** A ledger book: every wallet's entries and the payments. */
export const LedgerIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M5 4a1 1 0 0 1 1-1h12v18H6a1 1 0 0 1-1-1z" />
    <path d="M9 3v18M12 8h3M12 12h3" />
  </IconFrame>
);

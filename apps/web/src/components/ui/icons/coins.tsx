import { IconFrame, type IconProps } from './frame';

/** A stack of coins: prices and packages. */
export const CoinsIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <ellipse cx="9" cy="6" rx="6" ry="2.5" />
    <path d="M3 6v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V6M3 10v4c0 1.4 2.7 2.5 6 2.5 1 0 2-.1 2.8-.3" />
    <circle cx="17" cy="16" r="4" />
  </IconFrame>
);

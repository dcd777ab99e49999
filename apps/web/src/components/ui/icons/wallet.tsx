import { IconFrame, type IconProps } from './frame';

export const WalletIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M16 13h2M3 10h18M6 6V4h12v2" />
  </IconFrame>
);

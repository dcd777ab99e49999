import { IconFrame, type IconProps } from './frame';

export const CardIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3 10h18M7 15h4" />
  </IconFrame>
);

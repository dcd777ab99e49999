import { IconFrame, type IconProps } from './frame';

export const BellIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 21h4" />
  </IconFrame>
);

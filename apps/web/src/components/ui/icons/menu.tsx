import { IconFrame, type IconProps } from './frame';

export const MenuIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </IconFrame>
);

import { IconFrame, type IconProps } from './frame';

export const ShieldCheckIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </IconFrame>
);

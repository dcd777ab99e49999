import { IconFrame, type IconProps } from './frame';

export const ChevronForwardIcon = (props: IconProps) => (
  <IconFrame directional {...props}>
    <path d="M9 6l6 6-6 6" />
  </IconFrame>
);

import { IconFrame, type IconProps } from './frame';

/** Points "forward" in reading order: right in LTR, left in RTL. */
export const ArrowForwardIcon = (props: IconProps) => (
  <IconFrame directional {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </IconFrame>
);

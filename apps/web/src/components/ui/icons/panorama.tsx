import { IconFrame, type IconProps } from './frame';

export const PanoramaIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="9" />
    <ellipse cx="12" cy="12" rx="9" ry="3.5" />
  </IconFrame>
);

import { IconFrame, type IconProps } from './frame';

export const AlertIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 4l9 16H3zM12 10v4M12 17h.01" />
  </IconFrame>
);

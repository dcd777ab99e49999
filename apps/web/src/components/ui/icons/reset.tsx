import { IconFrame, type IconProps } from './frame';

export const ResetIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" />
  </IconFrame>
);

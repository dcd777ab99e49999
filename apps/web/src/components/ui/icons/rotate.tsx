import { IconFrame, type IconProps } from './frame';

export const RotateIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4" />
  </IconFrame>
);

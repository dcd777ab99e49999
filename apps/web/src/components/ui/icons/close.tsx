import { IconFrame, type IconProps } from './frame';

export const CloseIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </IconFrame>
);

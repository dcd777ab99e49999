import { IconFrame, type IconProps } from './frame';

export const ZoomOutIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4M8 11h6" />
  </IconFrame>
);

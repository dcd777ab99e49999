import { IconFrame, type IconProps } from './frame';

export const PlayIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </IconFrame>
);

import { IconFrame, type IconProps } from './frame';

export const PauseIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M7 4h3v16H7zM14 4h3v16h-3z" fill="currentColor" />
  </IconFrame>
);

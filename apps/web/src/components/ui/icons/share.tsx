import { IconFrame, type IconProps } from './frame';

export const ShareIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
  </IconFrame>
);

import { IconFrame, type IconProps } from './frame';

export const MusicIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z" />
  </IconFrame>
);

import { IconFrame, type IconProps } from './frame';

export const VideoIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3z" />
  </IconFrame>
);

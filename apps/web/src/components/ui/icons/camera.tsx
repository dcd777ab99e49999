import { IconFrame, type IconProps } from './frame';

export const CameraIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </IconFrame>
);

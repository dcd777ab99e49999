import { IconFrame, type IconProps } from './frame';

export const BoldIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M7 4h6a4 4 0 0 1 0 8H7zM7 12h7a4 4 0 0 1 0 8H7z" />
  </IconFrame>
);

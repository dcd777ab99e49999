import { IconFrame, type IconProps } from './frame';

export const ImageIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01" />
  </IconFrame>
);

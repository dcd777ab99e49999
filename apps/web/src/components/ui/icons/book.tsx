import { IconFrame, type IconProps } from './frame';

export const BookIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 5v16M8 7h7" />
  </IconFrame>
);

import { IconFrame, type IconProps } from './frame';

export const ChatIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 5h16v11H9l-5 4z" />
  </IconFrame>
);

import { IconFrame, type IconProps } from './frame';

export const HomeIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" />
  </IconFrame>
);

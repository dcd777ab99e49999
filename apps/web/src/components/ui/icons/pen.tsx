import { IconFrame, type IconProps } from './frame';

export const PenIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
  </IconFrame>
);

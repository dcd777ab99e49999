import { IconFrame, type IconProps } from './frame';

export const CheckIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M5 12l5 5 9-10" />
  </IconFrame>
);

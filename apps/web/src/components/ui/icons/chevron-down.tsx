import { IconFrame, type IconProps } from './frame';

export const ChevronDownIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 9l6 6 6-6" />
  </IconFrame>
);

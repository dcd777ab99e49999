import { IconFrame, type IconProps } from './frame';

export const RepeatIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 12a8 8 0 0 1 14-5.3L20 9M20 4v5h-5M20 12a8 8 0 0 1-14 5.3L4 15M4 20v-5h5" />
  </IconFrame>
);

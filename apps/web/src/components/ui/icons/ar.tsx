import { IconFrame, type IconProps } from './frame';

export const ArIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M3 7V4h3M18 4h3v3M21 17v3h-3M6 20H3v-3M12 7l5 3v5l-5 3-5-3v-5z" />
  </IconFrame>
);

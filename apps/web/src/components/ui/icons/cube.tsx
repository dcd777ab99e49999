import { IconFrame, type IconProps } from './frame';

export const CubeIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5" />
  </IconFrame>
);

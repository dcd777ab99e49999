import { IconFrame, type IconProps } from './frame';

export const PrintIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v7H7z" />
  </IconFrame>
);

import { IconFrame, type IconProps } from './frame';

export const DownloadIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </IconFrame>
);

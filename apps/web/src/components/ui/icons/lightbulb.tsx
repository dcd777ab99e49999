import { IconFrame, type IconProps } from './frame';

export const LightbulbIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />
  </IconFrame>
);

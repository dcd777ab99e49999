import { IconFrame, type IconProps } from './frame';

export const EyeOffIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M3 3l18 18M10.6 6.1A9.9 9.9 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6C3.9 8.3 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 4.4-1M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </IconFrame>
);

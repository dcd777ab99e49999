import { IconFrame, type IconProps } from './frame';

export const PaperclipIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M20 11.5l-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L15 6.9" />
  </IconFrame>
);

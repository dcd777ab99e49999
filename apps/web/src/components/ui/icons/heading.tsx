import { IconFrame, type IconProps } from './frame';

export const HeadingIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 4v16M18 4v16M6 12h12" />
  </IconFrame>
);

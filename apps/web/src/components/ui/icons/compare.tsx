import { IconFrame, type IconProps } from './frame';

export const CompareIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 3v18M4 6h5v12H4zM15 6h5v12h-5" />
  </IconFrame>
);

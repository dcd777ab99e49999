import { IconFrame, type IconProps } from './frame';

export const ReceiptIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h4" />
  </IconFrame>
);

import { IconFrame, type IconProps } from './frame';

export const StoreIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6" />
  </IconFrame>
);

import { IconFrame, type IconProps } from './frame';

/** A feed (RSS or Atom): the broadcast arcs. */
export const FeedIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
    <circle cx="6" cy="18" r="1.5" />
  </IconFrame>
);

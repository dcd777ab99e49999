import { IconFrame, type IconProps } from '@/components/ui/icons/frame';

/** The market's own pictograms, in the kit's icon frame (24 px grid, current colour). */
// Drawn from y 4.9 to 19, centred on the grid's middle (its lobes' tops to its point), so that it sits level
// with the words beside it.
export const HeartIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 19s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 9c0 5.65-7 10-7 10z" />
  </IconFrame>
);
export const PinIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 21s-6-5.7-6-11a6 6 0 0 1 12 0c0 5.3-6 11-6 11z" />
    <circle cx="12" cy="10" r="2.2" />
  </IconFrame>
);
export const PhoneIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </IconFrame>
);
export const MapIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14" />
  </IconFrame>
);
export const LinkIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </IconFrame>
);
export const LocateIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    <circle cx="12" cy="12" r="7" />
  </IconFrame>
);

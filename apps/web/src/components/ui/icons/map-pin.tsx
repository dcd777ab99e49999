import { IconFrame, type IconProps } from './frame';

/** A map pin: a shop's places (the dashboard has the house). */
export const MapPinIcon = (props: IconProps) => (
  <IconFrame {...props}>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </IconFrame>
);

/** The page loading indicator of SPEC section 9, in milliseconds. */
export const loadingIndicator = {
  /** Time the bar takes to creep towards the end while a page is still loading. */
  duration: 2000,
  /** Navigations faster than this show nothing. */
  throttle: 200,
  /** The finished bar stays this long before it fades. */
  hideDelay: 500,
  /** After fading, this long before it is back at zero for the next navigation. */
  resetDelay: 400,
} as const;

/** Toasts (SPEC section 9, first reading). */
export const toastDefaults = {
  position: 'top-center',
  autoClose: 4000,
  hideProgressBar: true,
  closeButton: false,
  closeOnClick: true,
  pauseOnHover: true,
  theme: 'dark',
} as const;

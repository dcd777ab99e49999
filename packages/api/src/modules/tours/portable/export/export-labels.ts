import type { Locale } from '@rassam/i18n';
import type { ExportLabels } from './export-data';

/**
 * The exported page's words, in both languages: the page is a file of its own, opened with no server, so it
 * carries them rather than reading the site's messages.
 */
export const EXPORT_LABELS: Readonly<Record<Locale, ExportLabels>> = {
  fa: {
    tour: 'تور مجازی',
    madeWith: 'ساخته‌شده با رسام',
    scenes: 'صحنه‌ها',
    otherLanguage: 'English',
    north: 'شمال',
    info: 'اطلاعات',
    open: 'باز کردن پیوند',
    viewer: {
      zoom: 'بزرگ‌نمایی',
      zoomOut: 'کوچک‌نمایی',
      zoomIn: 'بزرگ‌نمایی',
      moveUp: 'بالا',
      moveDown: 'پایین',
      moveLeft: 'چپ',
      moveRight: 'راست',
      fullscreen: 'تمام‌صفحه',
      menu: 'منو',
      close: 'بستن',
      twoFingers: 'برای جابه‌جایی تصویر با دو انگشت بکشید',
      ctrlZoom: 'برای بزرگ‌نمایی، کلید کنترل را نگه دارید و بچرخانید',
      loadError: 'این تصویر باز نشد',
      loading: 'در حال بارگذاری…',
      autorotate: 'چرخش خودکار',
      gyroscope: 'چرخش با گوشی',
      markers: 'نشانه‌ها',
      markersList: 'فهرست نشانه‌ها',
    },
  },
  en: {
    tour: 'Virtual tour',
    madeWith: 'Made with Rassam',
    scenes: 'Scenes',
    otherLanguage: 'فارسی',
    north: 'North',
    info: 'Information',
    open: 'Open link',
    viewer: {
      zoom: 'Zoom',
      zoomOut: 'Zoom out',
      zoomIn: 'Zoom in',
      moveUp: 'Move up',
      moveDown: 'Move down',
      moveLeft: 'Move left',
      moveRight: 'Move right',
      fullscreen: 'Fullscreen',
      menu: 'Menu',
      close: 'Close',
      twoFingers: 'Use two fingers to move the picture',
      ctrlZoom: 'Hold Ctrl and scroll to zoom',
      loadError: 'This picture could not be opened',
      loading: 'Loading…',
      autorotate: 'Rotate automatically',
      gyroscope: 'Move with the phone',
      markers: 'Markers',
      markersList: 'Markers list',
    },
  },
};

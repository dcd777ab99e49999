import { MarketImage } from '@/components/market/market-image';

/**
 * A picture of the services' library (`/api/services/files/{id}`): served by the API at its own widths, as a
 * shop's library images are (MarketImage makes the srcset), never through the image proxy.
 */
export const ServiceImage = MarketImage;

import { imageProxy } from '@/lib/image-proxy';

export const dynamic = 'force-dynamic';

/** The folder is `%5Fipx` because App Router hides folders that start with an underscore. */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/^\/_ipx/, '');
  return imageProxy()(new Request(url, { headers: request.headers }));
}

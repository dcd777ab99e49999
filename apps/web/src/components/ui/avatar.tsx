import { Img } from './img';

/**
 * A profile photo, or the first letter of the name on a tinted disc when there is none. Beside the
 * person's name it is decoration (alt ""); alone, give it an `alt`.
 */
export function Avatar({
  name,
  url,
  size = 40,
  alt = '',
}: {
  name: string;
  url: string | null;
  size?: number;
  alt?: string;
}) {
  const initial = Array.from(name.trim())[0] ?? '?';
  if (url) {
    // Stored avatars are 256×256; the proxy cuts them to the slot (avatarUrl is /api/files/avatars/…).
    const source = url.replace(/^\/api\/files\//, '');
    return (
      <Img
        src={source}
        alt={alt}
        width={size}
        height={size}
        className="rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-grid place-items-center rounded-full bg-brand-100 font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
    >
      {initial}
    </span>
  );
}

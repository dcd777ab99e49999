import { Link } from '@/i18n/navigation';
import { LogoMark } from './logo-mark';

// The mark has a module of its own: the error page draws it without bringing the links' code along.
export { LogoMark };

export function Logo({ name }: { name: string }) {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-lg font-bold text-lg">
      <LogoMark />
      <span>{name}</span>
    </Link>
  );
}

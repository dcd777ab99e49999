import { TabNav } from '@/components/ui/tab-nav';

/** The shop's information and its social media: two pages, one step apart. */
export function InfoTabs({
  current,
  label,
  info,
  social,
}: {
  current: 'info' | 'social';
  label: string;
  info: string;
  social: string;
}) {
  return (
    <TabNav
      label={label}
      current={current}
      tabs={[
        { key: 'info', href: '/dashboard/shop/info', label: info },
        { key: 'social', href: '/dashboard/shop/info/social', label: social },
      ]}
    />
  );
}

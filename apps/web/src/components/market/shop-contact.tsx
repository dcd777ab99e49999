import { DEFAULT_SHOP_TIME_ZONE } from '@rassam/api/schemas';
import { type Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import type { MarketShop } from './data';
import {
  dirOf,
  formatTime,
  localText,
  openStatus,
  shopClock,
  socialLinks,
  telHref,
  timeZoneName,
  type SocialKey,
} from './format';
import { Button } from '@/components/ui/button';
import { LtrText } from '@/components/ui/ltr-text';
import { StatusChip } from '@/components/ui/status-chip';
import { PhoneIcon, PinIcon } from './icons';

const WEEK = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;

const openTones = { open: 'success', closed: 'danger', unknown: 'neutral' } as const;

/** Phone numbers (tel: links), the address and the shop's social links, each labelled by its network. */
export async function ShopContact({ shop, locale }: { shop: MarketShop; locale: Locale }) {
  const t = await getTranslations('marketPages');
  const labels: Record<SocialKey, string> = {
    instagram: t('social.instagram'),
    telegram: t('social.telegram'),
    whatsapp: t('social.whatsapp'),
    eitaa: t('social.eitaa'),
    bale: t('social.bale'),
    rubika: t('social.rubika'),
    linkedin: t('social.linkedin'),
    x: t('social.x'),
    aparat: t('social.aparat'),
    youtube: t('social.youtube'),
    website: t('social.website'),
    email: t('social.email'),
  };
  const address = localText(locale, shop.address, shop.addressEn);
  const links = socialLinks(shop.social);
  return (
    <div className="space-y-4">
      {shop.phones.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('phones')}>
          {shop.phones.map((phone) => (
            <li key={phone}>
              <Button asChild variant="outline" size="control">
                <a href={telHref(phone)}>
                  <PhoneIcon className="size-4" />
                  <span className="sr-only">{t('call')}</span>
                  <LtrText>{locale === 'fa' ? phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!) : phone}</LtrText>
                </a>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {address ? (
        <p className="flex items-start gap-2 text-sm">
          <PinIcon className="mt-0.5 size-4 text-muted-foreground" />
          <span lang={address.lang} dir={dirOf(address.lang)}>
            {address.text}
          </span>
        </p>
      ) : null}
      {links.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('socialLabel')}>
          {links.map((link) => (
            <li key={link.key}>
              <Button asChild variant="outline" size="control">
                <a href={link.href} {...(link.key === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
                  {labels[link.key]}
                  {link.key === 'website' || link.key === 'email' ? null : (
                    <LtrText className="text-xs font-normal text-muted-foreground">
                      {link.key === 'whatsapp' ? '' : `@${link.value}`}
                    </LtrText>
                  )}
                </a>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The week's hours, today's row marked, and whether the shop is open now, all by the shop's own clock; a
 * shop outside Iran's time says which time its hours are in.
 */
export async function WorkingHours({ shop, locale, now }: { shop: MarketShop; locale: Locale; now: Date }) {
  const t = await getTranslations('marketPages');
  if (shop.workingHours.length === 0) return null;
  const status = openStatus(shop.workingHours, now, shop.timeZone);
  const byDay = new Map(shop.workingHours.map((d) => [d.day, d]));
  const today = shopClock(now, shop.timeZone).day;
  const day = (n: number) => t(`days.${WEEK[n]!}`);
  return (
    <div>
      <p className="mb-3">
        <StatusChip
          status={status.state}
          tones={openTones}
          className="px-3 py-1 text-sm"
          data-testid="open-status"
          label={
            status.state === 'open'
              ? t('hours.openNow', { time: formatTime(status.closesAt, locale) })
              : status.state === 'closed' && status.opensAt !== null && status.opensDay !== null
                ? t('hours.closedNow', { day: day(status.opensDay), time: formatTime(status.opensAt, locale) })
                : t('hours.closed')
          }
        />
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('hours.title')}</caption>
        <tbody>
          {WEEK.map((_, n) => {
            const row = byDay.get(n);
            return (
              <tr key={n} className={n === today ? 'font-bold' : ''} aria-current={n === today ? 'date' : undefined}>
                <th scope="row" className="py-1 text-start font-medium">
                  {day(n)}
                </th>
                <td className="py-1 text-end">
                  {!row || row.closed || row.ranges.length === 0
                    ? t('hours.closedDay')
                    : row.ranges
                        .map((r) => `${formatTime(r.open, locale)}–${formatTime(r.close, locale)}`)
                        .join(locale === 'fa' ? '، ' : ', ')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {shop.timeZone !== DEFAULT_SHOP_TIME_ZONE ? (
        <p className="mt-2 text-xs text-muted-foreground" data-testid="hours-time-zone">
          {t('hours.localTime', { zone: timeZoneName(shop.timeZone, locale, now) })}
        </p>
      ) : null}
    </div>
  );
}

import { Globe, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { TPublicContact } from '../../lib/responses/branding.response.ts';

/** An owner-entered address as a web link: https:// when it has no scheme, nothing if not http(s). */
export function webLink(value: string): string | null {
  const url = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

const SOCIAL = [
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['tiktok', 'TikTok'],
] as const;

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const LINK = 'font-medium text-link underline-offset-4 hover:underline break-all';

/**
 * The restaurant's contact details and social links (CONTACT.*, SOCIAL_MEDIA.*; issue 10). Empty
 * ones are not shown, and with none at all neither is the section.
 */
export function RestaurantContact({ contact }: { contact: TPublicContact }) {
  const { t } = useTranslation();
  const website = contact.website ? webLink(contact.website) : null;
  const socials = SOCIAL.flatMap(([key, name]) => {
    const url = contact[key] ? webLink(contact[key]) : null;
    return url ? [{ name, url }] : [];
  });
  const rows: [string, LucideIcon, ReactNode][] = [];
  if (contact.phone) {
    const tel = `tel:${contact.phone.replace(/[^\d+]/g, '')}`;
    rows.push([
      'phone',
      Phone,
      <a key="phone" href={tel} className={LINK}>
        {contact.phone}
      </a>,
    ]);
  }
  if (contact.email) {
    rows.push([
      'email',
      Mail,
      <a key="email" href={`mailto:${contact.email}`} className={LINK}>
        {contact.email}
      </a>,
    ]);
  }
  if (contact.address) {
    rows.push([
      'address',
      MapPin,
      <span key="address" className="whitespace-pre-line">
        {contact.address}
      </span>,
    ]);
  }
  if (website) {
    rows.push([
      'website',
      Globe,
      <a key="website" href={website} {...external} className={LINK}>
        {contact.website.replace(/^https?:\/\//i, '')}
      </a>,
    ]);
  }
  if (rows.length === 0 && socials.length === 0) return null;

  return (
    <section
      aria-labelledby="restaurant-contact"
      className="mt-10 w-full max-w-sm rounded-2xl border border-line bg-card p-4 text-left text-sm"
    >
      <h2 id="restaurant-contact" className="mb-2 font-semibold">
        {t('customer.welcome.contact')}
      </h2>
      <ul className="space-y-2">
        {rows.map(([key, Icon, content]) => (
          <li key={key} className="flex items-start gap-2">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
            {content}
          </li>
        ))}
      </ul>
      {socials.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
          {socials.map((social) => (
            <li key={social.name}>
              <a href={social.url} {...external} className={LINK}>
                {social.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

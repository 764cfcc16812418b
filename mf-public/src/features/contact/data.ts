// The Contact page's details (SPEC.md §2.12) are site settings, edited in the admin portal (the
// footer shows some of them too). Each detail says whether it is real: a real phone becomes a tel:
// link and a real email a mailto: link that a phone can act on; a placeholder stays plain text, so
// nobody calls a made-up number or writes to a stranger.
import type { ContactDetail as SiteContactDetail, SiteSettings } from '@gsvmc/shared-types';
import type { Locale } from '@gsvmc/shared-kit';
import { shown } from '../../ui/blocks/local';

/** One phone number or e-mail address, and whether the college has confirmed it. */
export interface ContactDetail {
  value: string;
  real: boolean;
}

export interface Office {
  name: string;
  /** 'en' where the page is Bengali and the name has no translation (the English fallback). */
  nameLang?: 'en' | 'bn';
  phone: ContactDetail;
  email: ContactDetail;
}

export interface ContactInfo {
  address: { lines: string[]; real: boolean; langs?: ('en' | 'bn' | undefined)[] };
  /**
   * What a map application searches for to find the campus. The college's name and town are public,
   * so this is real even while the street address above is a placeholder: the link opens the phone's
   * map application (or the map website on a computer) with no script of a third party on this site.
   */
  mapQuery: string;
  officeHours: string;
  officeHoursLang?: 'en' | 'bn';
  offices: Office[];
}

/** The contact page's shape in a language, from the site settings edited in the admin portal. */
export function contactFromSettings(settings: SiteSettings, locale: Locale = 'en'): ContactInfo {
  const c = settings.contact;
  const detail = (d: SiteContactDetail): ContactDetail => ({ value: d.value, real: !d.placeholder });
  const lines = c.addressLines.map((line) => shown(line, locale));
  const hours = shown(c.officeHours, locale);
  return {
    address: {
      lines: lines.map((line) => line.text),
      real: !c.addressIsPlaceholder,
      ...(lines.some((line) => line.lang) && { langs: lines.map((line) => line.lang) }),
    },
    mapQuery: c.mapQuery,
    officeHours: hours.text,
    ...(hours.lang && { officeHoursLang: hours.lang }),
    offices: c.offices.map((o) => {
      const name = shown(o.name, locale);
      return {
        name: name.text,
        ...(name.lang && { nameLang: name.lang }),
        phone: detail(o.phone),
        email: detail(o.email),
      };
    }),
  };
}

/**
 * A web address that every phone hands to its map application (Google's documented cross-platform
 * "Maps URLs" form; iOS offers to open it in Maps or Google Maps), and a computer opens in the browser.
 */
export function mapUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** "+880 17-1234-5678" -> "tel:+8801712345678". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

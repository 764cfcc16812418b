// Editable content of the Contact page (SPEC.md §2.12). SPEC.md gives no address, phone numbers or
// emails, so those below are PLACEHOLDERS. Each detail says whether it is real: a real phone becomes a
// tel: link and a real email a mailto: link that a phone can act on; a placeholder stays plain text,
// so nobody calls a made-up number or writes to a stranger. Put each real detail in and set its
// `real` to true; the page drops the placeholder marks once nothing is a placeholder.

/** One phone number or e-mail address, and whether the college has confirmed it. */
export interface ContactDetail {
  value: string;
  real: boolean;
}

export interface Office {
  name: string;
  phone: ContactDetail;
  email: ContactDetail;
}

export interface ContactInfo {
  address: { lines: string[]; real: boolean };
  /**
   * What a map application searches for to find the campus. The college's name and town are public,
   * so this is real even while the street address above is a placeholder: the link opens the phone's
   * map application (or the map website on a computer) with no script of a third party on this site.
   */
  mapQuery: string;
  officeHours: string;
  offices: Office[];
}

const sample = (value: string): ContactDetail => ({ value, real: false });

export const CONTACT: ContactInfo = {
  address: { lines: ['GSVMC (placeholder address)', 'Savar, Dhaka, Bangladesh'], real: false },
  mapQuery: 'Gonoshasthaya Samaj Vittik Medical College, Savar, Dhaka, Bangladesh',
  officeHours: 'Monday - Friday 8:00 AM - 5:00 PM',
  offices: [
    { name: 'Main Office', phone: sample('+880 XX-XXXX-XXX1'), email: sample('info@example.org') },
    { name: 'Admissions', phone: sample('+880 XX-XXXX-XXX2'), email: sample('admissions@example.org') },
    { name: 'Academic Affairs', phone: sample('+880 XX-XXXX-XXX3'), email: sample('academic@example.org') },
    { name: 'Student Services', phone: sample('+880 XX-XXXX-XXX4'), email: sample('students@example.org') },
    { name: 'Hospital Reception', phone: sample('+880 XX-XXXX-XXX5'), email: sample('hospital@example.org') },
  ],
};

/**
 * A web address that every phone hands to its map application (Google's documented cross-platform
 * "Maps URLs" form; iOS offers to open it in Maps or Google Maps), and a computer opens in the browser.
 */
export function mapUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** "+880 17-1234-5678" -> "tel:+8801712345678". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/**
 * Social media pages. SPEC.md says the old site's social links were dummies; a link to nowhere is
 * worse than none, so the list is empty and the page shows no social section until real addresses
 * are added here, e.g. { name: 'Facebook', url: 'https://...' }.
 */
export const SOCIAL_LINKS: { name: string; url: string }[] = [];

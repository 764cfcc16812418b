// Editable content of the Contact page (SPEC.md §2.12). PLACEHOLDERS: SPEC.md gives no address,
// phone numbers or emails. The values below are marked as placeholders on the page and are not
// rendered as tel:/mailto: links while `isPlaceholder` is true, so nobody calls a made-up number.
// Put the real details here and set isPlaceholder to false.
export const CONTACT = {
  isPlaceholder: true,
  address: ['GSVMC (placeholder address)', 'Savar, Dhaka, Bangladesh'],
  officeHours: 'Monday - Friday 8:00 AM - 5:00 PM',
  offices: [
    { name: 'Main Office', phone: '+880 XX-XXXX-XXX1', email: 'info@example.org' },
    { name: 'Admissions', phone: '+880 XX-XXXX-XXX2', email: 'admissions@example.org' },
    { name: 'Academic Affairs', phone: '+880 XX-XXXX-XXX3', email: 'academic@example.org' },
    { name: 'Student Services', phone: '+880 XX-XXXX-XXX4', email: 'students@example.org' },
    { name: 'Hospital Reception', phone: '+880 XX-XXXX-XXX5', email: 'hospital@example.org' },
  ],
};

/**
 * Social media pages. SPEC.md says the old site's social links were dummies; a link to nowhere is
 * worse than none, so the list is empty and the page shows no social section until real addresses
 * are added here, e.g. { name: 'Facebook', url: 'https://...' }.
 */
export const SOCIAL_LINKS: { name: string; url: string }[] = [];

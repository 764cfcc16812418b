// The site's words as they stood when pages became content: what migration 007 stores as the first
// published revision of each page and of the site settings, so that a new site and an existing data
// folder both look exactly as before. Copied from mf-public's former data files (the figures from
// COLLEGE_FACTS, spelled out as the pages spelled them). Frozen: later edits are the college's, made
// in the admin portal, not here.
// Kept here, beside the types, because two packages read it: the API's migration, and mf-public's
// tests, which draw the pages from the same data a new site starts with.
// The Bengali (`bn`) beside the English is what a new site starts with under /bn; a text left
// English-only shows as the marked English fallback. An existing data folder keeps its content.
// Split by concern: contentSeedHome.ts, contentSeedAbout.ts, contentSeedStudy.ts and
// contentSeedDepartments.ts hold the pages; contentSeedBuilders.ts the builders.
import { DEPARTMENTS } from './constants';
import { departmentPageSlug, type PageContent, type SiteSettings } from './content';
import { heading, t } from './contentSeedBuilders';
import { about, academics, administration } from './contentSeedAbout';
import { departmentPage, departments } from './contentSeedDepartments';
import { home } from './contentSeedHome';
import { admission, dental, facilities } from './contentSeedStudy';

/** The contact page's details are site settings (the footer shows them too); the page holds its title. */
const contact: PageContent = { title: t('Contact Us', 'যোগাযোগ করুন'), blocks: [] };

/** The publications are records of their own; the page holds its title and section heading. */
const journal: PageContent = {
  title: t('Journal', 'জার্নাল'),
  blocks: [heading('journal-recent', 2, 'Recent Publications', { anchor: 'journal-recent', bn: 'সাম্প্রতিক প্রকাশনা' })],
};

/** Every page of the site as first published, by slug. */
export function seedPages(): Record<string, PageContent> {
  const pages: Record<string, PageContent> = {
    home,
    about,
    administration,
    academics,
    admission,
    dental,
    facilities,
    contact,
    journal,
    departments,
  };
  for (const department of DEPARTMENTS) pages[departmentPageSlug(department)] = departmentPage(department);
  return pages;
}

const office = (name: string, bn: string, n: number, email: string) => ({
  name: t(name, bn),
  phone: { value: `+880 XX-XXXX-XXX${n}`, placeholder: true },
  email: { value: email, placeholder: true },
});

/** The settings as the banner, footer and contact page showed them. */
export function seedSettings(): SiteSettings {
  return {
    banner: {
      shown: true,
      title: t('Notice:', 'নোটিশ:'),
      text: t('this website is under development.', 'ওয়েবসাইটটির কাজ চলছে।'),
      more: t('Some information may be incomplete or change.', 'কিছু তথ্য অসম্পূর্ণ থাকতে পারে বা বদলাতে পারে।'),
    },
    contact: {
      addressLines: [
        t('GSVMC (placeholder address)', 'জিএসভিএমসি (অস্থায়ী ঠিকানা)'),
        t('Savar, Dhaka, Bangladesh', 'সাভার, ঢাকা, বাংলাদেশ'),
      ],
      addressIsPlaceholder: true,
      mapQuery: 'Gonoshasthaya Samaj Vittik Medical College, Savar, Dhaka, Bangladesh',
      officeHours: t('Monday - Friday 8:00 AM - 5:00 PM', 'সোমবার - শুক্রবার, সকাল ৮:০০ - বিকেল ৫:০০'),
      offices: [
        office('Main Office', 'প্রধান কার্যালয়', 1, 'info@example.org'),
        office('Admissions', 'ভর্তি দপ্তর', 2, 'admissions@example.org'),
        office('Academic Affairs', 'একাডেমিক দপ্তর', 3, 'academic@example.org'),
        office('Student Services', 'শিক্ষার্থী সেবা দপ্তর', 4, 'students@example.org'),
        office('Hospital Reception', 'হাসপাতাল অভ্যর্থনা', 5, 'hospital@example.org'),
      ],
    },
    // The old site's social links were dummies; a link to nowhere is worse than none.
    social: [],
    webmailUrl: 'https://webmail.gsvmc.edu.bd/',
  };
}

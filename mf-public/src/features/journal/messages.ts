// The journal page's words; the publications are English records (a Bengali page marks them so).
import { bengaliDigits, defineMessages } from '@gsvmc/shared-kit';

export const journalMessages = defineMessages(
  {
    journal: 'Journal',
    recentPublications: 'Recent Publications',
    viewAll: 'View All Publications',
    hideAll: 'Hide All Publications',
    allPublications: ({ n }: { n: number }) => `All Publications (${n})`,
    tags: 'Tags',
  },
  {
    journal: 'জার্নাল',
    recentPublications: 'সাম্প্রতিক প্রকাশনা',
    viewAll: 'সব প্রকাশনা দেখুন',
    hideAll: 'সব প্রকাশনা লুকান',
    allPublications: ({ n }) => `সব প্রকাশনা (${bengaliDigits(n)})`,
    tags: 'ট্যাগ',
  },
);

// The faculty directory's words (SPEC.md §2.6) in English and Bengali; department and designation
// names come from shared-types (namesBn.ts).
import { defineMessages } from '@gsvmc/shared-kit';

export const directoryMessages = defineMessages(
  {
    title: 'Faculty Directory',
    crumb: 'Faculties',
    loading: 'Loading faculty...',
    loadFailed: 'Failed to load faculty data',
    empty: 'No faculty records found',
    searchLabel: 'Search faculty',
    searchPlaceholder: 'Name, designation, degree or department',
    department: 'Department',
    allDepartments: 'All departments',
    otherDepartment: 'Other',
    viewProfile: 'View Profile',
    viewProfileOf: ({ name }: { name: string }) => `View Profile of ${name}`,
  },
  {
    title: 'শিক্ষকমণ্ডলী',
    crumb: 'শিক্ষকমণ্ডলী',
    loading: 'শিক্ষকদের তথ্য লোড হচ্ছে...',
    loadFailed: 'শিক্ষকদের তথ্য লোড করা যায়নি',
    empty: 'শিক্ষকদের কোনো তথ্য পাওয়া যায়নি',
    searchLabel: 'শিক্ষক খুঁজুন',
    searchPlaceholder: 'নাম, পদবি, ডিগ্রি বা বিভাগ',
    department: 'বিভাগ',
    allDepartments: 'সব বিভাগ',
    otherDepartment: 'অন্যান্য',
    viewProfile: 'প্রোফাইল দেখুন',
    viewProfileOf: ({ name }) => `${name}-এর প্রোফাইল দেখুন`,
  },
);

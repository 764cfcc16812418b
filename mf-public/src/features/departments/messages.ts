// The departments directory and a department's page.
import { defineMessages, defineMessagesInBoth } from '@gsvmc/shared-kit';

// The page's name in both languages in the code: compared with its published English title
// (ui/blocks/pageTitle.ts).
export const departmentsPageName = defineMessagesInBoth(
  { academicDepartments: 'Academic Departments' },
  { academicDepartments: 'একাডেমিক বিভাগসমূহ' },
);

export const departmentsMessages = defineMessages(
  {
    academicDepartments: 'Academic Departments',
    academics: 'Academics',
    departments: 'Departments',
    loadingOverview: 'Loading the overview...',
    overviewFailed: 'Failed to load the overview. Please try again later.',
    aboutDepartment: ({ name }: { name: string }) => `About the Department of ${name}`,
    facultyMembers: 'Faculty Members',
    backToDepartments: 'Back to Departments',
    redirecting: 'Redirecting...',
    departmentNotFound: 'Department not found',
    departmentNotFoundText: ({ name }: { name: string }) =>
      `The college has no department called “${name}”. Choose one from the list of departments.`,
    departmentsList: 'List of departments',
    loading: 'Loading...',
    textFailed: 'Failed to load this text. Please try again later.',
    loadingFaculty: 'Loading faculty members...',
    noFaculty: 'No faculty members found for this department.',
    facultyFailed: 'Failed to load faculty data. Please try again.',
  },
  {
    academicDepartments: 'একাডেমিক বিভাগসমূহ',
    academics: 'একাডেমিক',
    departments: 'বিভাগসমূহ',
    loadingOverview: 'সংক্ষিপ্ত পরিচিতি লোড হচ্ছে...',
    overviewFailed: 'সংক্ষিপ্ত পরিচিতি লোড করা যায়নি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
    aboutDepartment: ({ name }) => `${name} বিভাগ সম্পর্কে`,
    facultyMembers: 'শিক্ষকমণ্ডলী',
    backToDepartments: 'বিভাগসমূহে ফিরে যান',
    redirecting: 'অন্য পাতায় নেওয়া হচ্ছে...',
    departmentNotFound: 'বিভাগটি পাওয়া যায়নি',
    departmentNotFoundText: ({ name }) => `কলেজে “${name}” নামে কোনো বিভাগ নেই। বিভাগের তালিকা থেকে একটি বেছে নিন।`,
    departmentsList: 'বিভাগের তালিকা',
    loading: 'লোড হচ্ছে...',
    textFailed: 'লেখাটি লোড করা যায়নি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
    loadingFaculty: 'শিক্ষকদের তথ্য লোড হচ্ছে...',
    noFaculty: 'এই বিভাগের কোনো শিক্ষকের তথ্য পাওয়া যায়নি।',
    facultyFailed: 'শিক্ষকদের তথ্য লোড করা যায়নি। আবার চেষ্টা করুন।',
  },
);

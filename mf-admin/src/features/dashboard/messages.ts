// The dashboard's words.
import { defineMessages } from '@gsvmc/shared-kit';

export const dashboardMessages = defineMessages(
  {
    documentTitle: 'Admin Dashboard',
    welcome: 'Welcome to Admin Dashboard',
    signedInAs: ({ name }: { name: string }) => `Signed in as ${name}. Choose what to manage below.`,
    loading: 'Loading dashboard...',
    loadFailed: 'Failed to load dashboard figures',
    facultyMembers: 'Faculty members',
    manageFaculties: 'Manage faculties',
    notices: 'Notices',
    uploadNotices: 'Upload notices',
    photos: 'Photos',
    managePhotoGallery: 'Manage photo gallery',
    alumniRecords: 'Alumni records',
    manageAlumni: 'Manage alumni',
  },
  {
    documentTitle: 'অ্যাডমিন ড্যাশবোর্ড',
    welcome: 'অ্যাডমিন ড্যাশবোর্ডে স্বাগতম',
    signedInAs: ({ name }) => `${name} হিসেবে সাইন ইন করেছেন। নিচে থেকে কী পরিচালনা করবেন বেছে নিন।`,
    loading: 'ড্যাশবোর্ড লোড হচ্ছে...',
    loadFailed: 'ড্যাশবোর্ডের সংখ্যাগুলো লোড করা যায়নি',
    facultyMembers: 'শিক্ষক',
    manageFaculties: 'শিক্ষকমণ্ডলী ব্যবস্থাপনা',
    notices: 'নোটিশ',
    uploadNotices: 'নোটিশ আপলোড করুন',
    photos: 'ছবি',
    managePhotoGallery: 'ফটো গ্যালারি ব্যবস্থাপনা',
    alumniRecords: 'প্রাক্তন শিক্ষার্থীর তথ্য',
    manageAlumni: 'প্রাক্তন শিক্ষার্থী ব্যবস্থাপনা',
  },
);

// The gallery's words (SPEC.md §2.5, §8) in English and Bengali.
import { defineMessages } from '@gsvmc/shared-kit';

export const galleryMessages = defineMessages(
  {
    title: 'Photo Gallery',
    crumb: 'Gallery',
    loading: 'Loading photos...',
    loadFailed: 'Failed to fetch photos. Please try again later.',
    empty: 'No photos in the gallery yet.',
    photos: 'Photos',
    open: ({ title }: { title: string }) => `Open ${title}`,
  },
  {
    title: 'ফটো গ্যালারি',
    crumb: 'গ্যালারি',
    loading: 'ছবি লোড হচ্ছে...',
    loadFailed: 'ছবি আনা যায়নি। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
    empty: 'গ্যালারিতে এখনো কোনো ছবি নেই।',
    photos: 'ছবি',
    open: ({ title }) => `ছবিটি বড় করে দেখুন: ${title}`,
  },
);

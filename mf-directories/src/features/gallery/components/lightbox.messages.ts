// The photo viewer's controls in English and Bengali: fetched with the viewer, not with the page.
import { defineMessages, formatNumber } from '@gsvmc/shared-kit';

export const lightboxMessages = defineMessages(
  {
    viewer: 'Photo viewer',
    close: 'Close viewer',
    previous: 'Previous photo',
    next: 'Next photo',
    position: ({ n, count }: { n: number; count: number }) => `${n} of ${count}`,
  },
  {
    viewer: 'ছবি দেখার পর্দা',
    close: 'ছবি দেখা বন্ধ করুন',
    previous: 'আগের ছবি',
    next: 'পরের ছবি',
    position: ({ n, count }) => `${formatNumber(count, 'bn')}টির মধ্যে ${formatNumber(n, 'bn')}`,
  },
);

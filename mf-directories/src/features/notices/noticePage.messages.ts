// The words of a notice's own page (/notice/:id): its text, the note while the text is being read or
// when it could not be, and the Download line with the file's size and pages in the page's digits.
import { bengaliDigits, defineMessages, formatFileSize, formatNumber } from '@gsvmc/shared-kit';

/** "1.2 MB" in Bengali digits, "বাইট" for bytes; the units stay as Bengali readers see them on phones. */
const sizeBn = (bytes: number) => bengaliDigits(formatFileSize(bytes).replace(/bytes?$/, 'বাইট'));

export const noticePageMessages = defineMessages(
  {
    title: 'Notice',
    backToBoard: 'All notices',
    loading: 'Loading the notice...',
    loadFailed: 'The notice could not be loaded',
    notFound: 'Notice not found',
    notFoundDetail: 'This notice does not exist, or it is no longer on the notice board.',
    published: 'Published',
    category: 'Category',
    textHeading: 'Text of the notice',
    textPending: 'The text of this notice is still being read from its pages. Until then, download the PDF to read it.',
    textFailed: 'The text of this notice could not be read from its pages. Download the PDF to read it.',
    readByMachine: 'This text was read by machine from the scanned pages; the signed PDF is the original.',
    fileHeading: 'The signed original',
    firstPage: ({ title }: { title: string }) => `First page of ${title}`,
    pdfSize: ({ bytes }: { bytes: number }) => `PDF, ${formatFileSize(bytes)}`,
    pages: ({ count }: { count: number }) => (count === 1 ? '1 page' : `${count} pages`),
    download: 'Download',
    downloadLabel: ({ title }: { title: string }) => `Download ${title} (PDF)`,
  },
  {
    title: 'নোটিশ',
    backToBoard: 'সব নোটিশ',
    loading: 'নোটিশ লোড হচ্ছে...',
    loadFailed: 'নোটিশটি লোড করা যায়নি',
    notFound: 'নোটিশটি পাওয়া যায়নি',
    notFoundDetail: 'এই নোটিশটি নেই, অথবা এটি আর নোটিশ বোর্ডে নেই।',
    published: 'প্রকাশিত',
    category: 'ধরন',
    textHeading: 'নোটিশের লেখা',
    textPending: 'এই নোটিশের লেখা এখনো পাতাগুলো থেকে পড়া হচ্ছে। ততক্ষণ পড়তে পিডিএফটি ডাউনলোড করুন।',
    textFailed: 'এই নোটিশের লেখা পাতাগুলো থেকে পড়া যায়নি। পড়তে পিডিএফটি ডাউনলোড করুন।',
    readByMachine: 'এই লেখাটি স্ক্যান করা পাতা থেকে যন্ত্রে পড়া; স্বাক্ষরিত পিডিএফটিই মূল নোটিশ।',
    fileHeading: 'স্বাক্ষরিত মূল কপি',
    firstPage: ({ title }) => `${title}: প্রথম পাতা`,
    pdfSize: ({ bytes }) => `পিডিএফ, ${sizeBn(bytes)}`,
    pages: ({ count }) => `${formatNumber(count, 'bn')} পৃষ্ঠা`,
    download: 'ডাউনলোড',
    downloadLabel: ({ title }) => `${title} ডাউনলোড করুন (পিডিএফ)`,
  },
);

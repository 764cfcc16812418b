// The words of a notice sent as photos of its pages: the choice between a PDF and photos, the pages
// before sending, their order, and the refusals, in the portal's language.
import { defineMessages, formatNumber } from '@gsvmc/shared-kit';

const bn = (n: number) => formatNumber(n, 'bn');

export const photoMessages = defineMessages(
  {
    sendAs: 'What are you sending?',
    sendPdf: 'A PDF file',
    sendPhotos: 'Photos of the pages',
    photosHint:
      'Photograph each page flat, in good light, the whole sheet in the picture. Pages are sent in the order shown; the site straightens and cleans them and makes the PDF.',
    takePhoto: 'Take a photo of a page',
    choosePhotos: 'Choose photos',
    pagesList: 'Pages of the notice',
    noPages: 'No pages yet. Take a photo of the first page, or choose photos.',
    pageCount: ({ count }: { count: number }) => (count === 1 ? '1 page' : `${count} pages`),
    page: ({ n }: { n: number }) => `Page ${n}`,
    pageAlt: ({ n, name }: { n: number; name: string }) => `Page ${n} (${name})`,
    preparing: 'Preparing...',
    moveUp: ({ n }: { n: number }) => `Move page ${n} up`,
    moveDown: ({ n }: { n: number }) => `Move page ${n} down`,
    remove: ({ n }: { n: number }) => `Remove page ${n}`,
    removeShort: 'Remove',
    notAPhoto: ({ name }: { name: string }) =>
      `${name} is not a photo. Choose JPEG, PNG or WebP pictures of the pages.`,
    unreadable: ({ name }: { name: string }) =>
      `${name} could not be read as a picture on this device. Take the photo again, or choose a JPEG.`,
    tooManyPages: ({ max }: { max: number }) => `A notice takes at most ${max} pages; the rest were not added.`,
    addPages: 'Please add at least one photo of a page',
    titleOptional: 'Title (optional with photos)',
    titleFromTextHint:
      'Leave it empty to take the first line of the notice’s text as its title: you confirm it once the text is read.',
    cancel: 'Cancel upload',
    cancelled: 'Upload cancelled. Nothing was sent to the site; your pages and fields are still here.',
  },
  {
    sendAs: 'আপনি কী পাঠাচ্ছেন?',
    sendPdf: 'একটি PDF ফাইল',
    sendPhotos: 'পাতাগুলোর ছবি',
    photosHint:
      'প্রতিটি পাতা সমান করে রেখে, ভালো আলোতে, পুরো কাগজটি ফ্রেমে রেখে ছবি তুলুন। পাতাগুলো দেখানো ক্রমেই পাঠানো হবে; সাইট এগুলো সোজা ও পরিষ্কার করে PDF বানাবে।',
    takePhoto: 'একটি পাতার ছবি তুলুন',
    choosePhotos: 'ছবি বেছে নিন',
    pagesList: 'নোটিশের পাতাসমূহ',
    noPages: 'এখনো কোনো পাতা নেই। প্রথম পাতার ছবি তুলুন, অথবা ছবি বেছে নিন।',
    pageCount: ({ count }) => `${bn(count)}টি পাতা`,
    page: ({ n }) => `পাতা ${bn(n)}`,
    pageAlt: ({ n, name }) => `পাতা ${bn(n)} (${name})`,
    preparing: 'প্রস্তুত হচ্ছে...',
    moveUp: ({ n }) => `পাতা ${bn(n)} উপরে নিন`,
    moveDown: ({ n }) => `পাতা ${bn(n)} নিচে নিন`,
    remove: ({ n }) => `পাতা ${bn(n)} সরান`,
    removeShort: 'সরান',
    notAPhoto: ({ name }) => `${name} কোনো ছবি নয়। পাতাগুলোর JPEG, PNG বা WebP ছবি বেছে নিন।`,
    unreadable: ({ name }) => `${name} এই ডিভাইসে ছবি হিসেবে পড়া যায়নি। আবার ছবি তুলুন, অথবা একটি JPEG বেছে নিন।`,
    tooManyPages: ({ max }) => `একটি নোটিশে সর্বোচ্চ ${bn(max)}টি পাতা থাকতে পারে; বাকিগুলো যোগ করা হয়নি।`,
    addPages: 'অনুগ্রহ করে অন্তত একটি পাতার ছবি যোগ করুন',
    titleOptional: 'শিরোনাম (ছবির সাথে ঐচ্ছিক)',
    titleFromTextHint: 'খালি রাখলে নোটিশের লেখার প্রথম লাইনটি শিরোনাম হবে: লেখা পড়া হলে আপনি তা নিশ্চিত করবেন।',
    cancel: 'আপলোড বাতিল করুন',
    cancelled: 'আপলোড বাতিল হয়েছে। সাইটে কিছু পাঠানো হয়নি; আপনার পাতা ও তথ্য এখানেই আছে।',
  },
);

// Words shared by several admin features: list buttons, upload progress and the file checks.
import { bengaliDigits, defineMessages } from '@gsvmc/shared-kit';

export const commonMessages = defineMessages(
  {
    delete: 'Delete',
    pleaseConfirm: 'Please confirm',
    deleting: 'Deleting...',
    uploadProgress: 'Upload progress',
    notAPdf: 'Only PDF files are allowed!',
    pdfTooLarge: ({ size, max }: { size: string; max: string }) =>
      `This PDF is ${size}; the largest allowed is ${max}.`,
    pictureNotImage: 'Picture must be an image (JPEG, PNG, GIF or WebP)',
    pictureTooLarge: ({ max }: { max: string }) => `Picture must be ${max} or smaller`,
    photoNotImage: 'Photo must be an image (JPEG, PNG, GIF or WebP)',
    photoTooLarge: ({ max }: { max: string }) => `Photo must be ${max} or smaller`,
    adminOnly: 'Only administrators can open this page. Ask an administrator if you need something here.',
    never: 'Never',
    cancel: 'Cancel',
    saving: 'Saving...',
    retry: 'Retry',
    tryAgain: 'Please try again.',
  },
  {
    delete: 'মুছুন',
    pleaseConfirm: 'অনুগ্রহ করে নিশ্চিত করুন',
    deleting: 'মুছে ফেলা হচ্ছে...',
    uploadProgress: 'আপলোডের অগ্রগতি',
    notAPdf: 'শুধু PDF ফাইল দেওয়া যাবে!',
    pdfTooLarge: ({ size, max }) => `এই PDF-টি ${bengaliDigits(size)}; সর্বোচ্চ ${bengaliDigits(max)} দেওয়া যায়।`,
    pictureNotImage: 'ছবিটি অবশ্যই ইমেজ ফাইল হতে হবে (JPEG, PNG, GIF বা WebP)',
    pictureTooLarge: ({ max }) => `ছবিটি ${bengaliDigits(max)} বা তার চেয়ে ছোট হতে হবে`,
    photoNotImage: 'ফটোটি অবশ্যই ইমেজ ফাইল হতে হবে (JPEG, PNG, GIF বা WebP)',
    photoTooLarge: ({ max }) => `ফটোটি ${bengaliDigits(max)} বা তার চেয়ে ছোট হতে হবে`,
    adminOnly: 'শুধু প্রশাসকরা এই পাতাটি খুলতে পারেন। এখানে কিছু দরকার হলে একজন প্রশাসকের সাহায্য নিন।',
    never: 'কখনো না',
    cancel: 'বাতিল',
    saving: 'সংরক্ষণ হচ্ছে...',
    retry: 'আবার চেষ্টা করুন',
    tryAgain: 'অনুগ্রহ করে আবার চেষ্টা করুন।',
  },
);

// The benchmark's notices and their true text: what a Bangladeshi college's notice board holds —
// Bengali, English, and Bengali with English names and numbers. Each is one A4 page; paragraphs
// are blank-line separated in the true text, exactly as the page shows them in reading order.

export const notices = [
  {
    id: 'bn-exam',
    lang: 'bn',
    font: 'Noto Sans Bengali',
    paragraphs: [
      'গণপ্রজাতন্ত্রী বাংলাদেশ সরকার',
      'সরকারি শহীদ ভাষা মেমোরিয়াল কলেজ',
      'স্মারক নং: ৩৭.০২.৫৯১২.০০০.১১.০০৭.২৬-১৪২ তারিখ: ১২ নভেম্বর ২০২৬',
      'বিজ্ঞপ্তি',
      'এতদ্বারা কলেজের একাদশ ও দ্বাদশ শ্রেণির সকল শিক্ষার্থীকে জানানো যাচ্ছে যে, আগামী ১৫ ডিসেম্বর ২০২৬ তারিখ রবিবার থেকে বার্ষিক পরীক্ষা শুরু হবে। পরীক্ষার বিস্তারিত সময়সূচি কলেজের নোটিশ বোর্ডে ও ওয়েবসাইটে প্রকাশ করা হয়েছে।',
      'প্রত্যেক পরীক্ষার্থীকে পরীক্ষা শুরুর অন্তত ত্রিশ মিনিট আগে নির্ধারিত কক্ষে উপস্থিত থাকতে হবে। প্রবেশপত্র ছাড়া কোনো শিক্ষার্থীকে পরীক্ষার হলে প্রবেশ করতে দেওয়া হবে না। পরীক্ষার হলে মোবাইল ফোন ও যেকোনো ইলেকট্রনিক যন্ত্র সম্পূর্ণ নিষিদ্ধ।',
      'বকেয়া বেতন ও পরীক্ষার ফি আগামী ৩০ নভেম্বরের মধ্যে কলেজের হিসাব শাখায় জমা দিয়ে প্রবেশপত্র সংগ্রহ করতে হবে।',
      'অধ্যক্ষ',
      'সরকারি শহীদ ভাষা মেমোরিয়াল কলেজ',
    ],
  },
  {
    id: 'bn-holiday',
    lang: 'bn',
    font: 'Noto Serif Bengali',
    paragraphs: [
      'সরকারি শহীদ ভাষা মেমোরিয়াল কলেজ',
      'নোটিশ',
      'কলেজের সকল শিক্ষক, কর্মকর্তা, কর্মচারী ও শিক্ষার্থীদের অবগতির জন্য জানানো যাচ্ছে যে, মহান বিজয় দিবস উপলক্ষে আগামী ১৬ ডিসেম্বর কলেজ বন্ধ থাকবে। ওই দিন সকাল আটটায় কলেজ প্রাঙ্গণে জাতীয় পতাকা উত্তোলন ও শহীদ মিনারে পুষ্পস্তবক অর্পণ করা হবে।',
      'দিবসটি উপলক্ষে আয়োজিত রচনা, কবিতা আবৃত্তি ও চিত্রাঙ্কন প্রতিযোগিতায় অংশ নিতে ইচ্ছুক শিক্ষার্থীদের আগামী ১০ ডিসেম্বরের মধ্যে বাংলা বিভাগে নাম জমা দেওয়ার জন্য অনুরোধ করা হলো।',
      'সকলের উপস্থিতি একান্ত কাম্য।',
      'অধ্যক্ষ',
    ],
  },
  {
    id: 'en-admission',
    lang: 'en',
    font: 'Noto Serif',
    paragraphs: [
      'Government Shahid Bhasha Memorial College',
      'Memo No: 37.02.5912.000.11.007.26-151 Date: 20 November 2026',
      'NOTICE OF ADMISSION',
      'Applications are invited from eligible candidates for admission to the first year of the four-year Honours programme in the session 2026-2027. Candidates who passed the Higher Secondary Certificate examination in 2025 or 2026 with a minimum GPA of 3.50 may apply.',
      'The online application will remain open from 1 December to 20 December 2026. The application fee of Tk 350 must be paid through Teletalk or any mobile banking service. The merit list will be published on the college website on 5 January 2027.',
      'For further information, please contact the admission office between 10:00 am and 2:00 pm on working days.',
      'Principal',
    ],
  },
  {
    id: 'en-library',
    lang: 'en',
    font: 'Noto Sans',
    paragraphs: [
      'Government Shahid Bhasha Memorial College',
      'Central Library',
      'NOTICE',
      'All students are requested to return the books borrowed from the central library by 10 December 2026. A fine of Tk 5 per day will be charged for each book returned after the due date. Students who have lost a book must pay its current price to the librarian.',
      'The library will remain closed for the annual stock verification from 12 December to 18 December 2026. Clearance certificates for the final year students will be issued only after all books are returned.',
      'Librarian',
    ],
  },
  {
    id: 'mixed-fees',
    lang: 'mixed',
    font: 'Noto Sans Bengali',
    paragraphs: [
      'সরকারি শহীদ ভাষা মেমোরিয়াল কলেজ',
      'জরুরি বিজ্ঞপ্তি',
      'অনার্স দ্বিতীয় বর্ষের শিক্ষার্থীদের জানানো যাচ্ছে যে, জাতীয় বিশ্ববিদ্যালয়ের (National University) নির্দেশনা অনুযায়ী ফরম পূরণের ফি অনলাইনে জমা দিতে হবে। ফি জমার শেষ তারিখ ২৫ নভেম্বর ২০২৬।',
      'Online payment: www.nu.ac.bd/admission এ লগইন করে Sonali Bank অথবা bKash এর মাধ্যমে টাকা পরিশোধ করুন। রেজিস্ট্রেশন নম্বর (Registration No.) ও মোবাইল নম্বর সঠিকভাবে লিখতে হবে।',
      'প্রয়োজনে হিসাববিজ্ঞান বিভাগের কক্ষ নং ২১৪ এ যোগাযোগ করুন।',
      'অধ্যক্ষ',
    ],
  },
  {
    id: 'mixed-seminar',
    lang: 'mixed',
    font: 'Noto Serif Bengali',
    paragraphs: [
      'সরকারি শহীদ ভাষা মেমোরিয়াল কলেজ',
      'পদার্থবিজ্ঞান বিভাগ',
      'সেমিনার বিজ্ঞপ্তি',
      'আগামী ৮ ডিসেম্বর ২০২৬ বুধবার সকাল ১১টায় বিভাগীয় সেমিনার কক্ষে "Renewable Energy in Bangladesh" বিষয়ে একটি সেমিনার অনুষ্ঠিত হবে। প্রধান বক্তা হিসেবে উপস্থিত থাকবেন ঢাকা বিশ্ববিদ্যালয়ের Professor Dr. Farhana Rahman।',
      'বিভাগের সকল শিক্ষার্থীকে যথাসময়ে উপস্থিত থাকার জন্য অনুরোধ করা হলো। সেমিনার শেষে প্রশ্নোত্তর পর্ব ও সনদপত্র বিতরণ করা হবে।',
      'বিভাগীয় প্রধান',
      'পদার্থবিজ্ঞান বিভাগ',
    ],
  },
];

export const trueText = (n) => n.paragraphs.join('\n\n');

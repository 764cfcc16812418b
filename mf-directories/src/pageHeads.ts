// mf-directories's pages as the site's server writes them into <head> before any code runs: title and
// description in both languages, and the first API call for a preload hint, made by the same function
// as the endpoint's `query` so the hint and the browser's request are one address. The build writes
// this to dist/page-heads.json (scripts/write-page-heads.mjs) and the server reads it from this remote's
// deployment: changing a title or a first request here needs no change to the shell.
import { pathParam, type PageHeads } from '@gsvmc/shared-kit/pageHeads';
import { facultyListUrl, facultyMemberUrl, photosUrl } from '@gsvmc/shared-kit/requests';
import { firstNoticePageUrl, noticeUrl } from './features/notices/noticeRequests';

export const PAGE_HEADS = {
  NoticeBoardPage: {
    title: { en: 'Notice Board', bn: 'নোটিশ বোর্ড' },
    description: {
      en: 'Notices, circulars and admission news from GSVMC, newest first, each with its PDF.',
      bn: 'জিএসভিএমসির নোটিশ, বিজ্ঞপ্তি ও ভর্তির খবর, নতুনগুলো আগে, প্রতিটির সাথে পিডিএফ।',
    },
    firstCall: { url: firstNoticePageUrl() },
  },
  NoticePage: {
    // The server render's head carries the notice's own title (its useDocumentTitle), "Notice" only
    // when it was not rendered.
    title: { en: 'Notice', bn: 'নোটিশ' },
    description: {
      en: 'A GSVMC notice: its full text, date and category, with the signed PDF to download.',
      bn: 'জিএসভিএমসির একটি নোটিশ: এর পুরো লেখা, প্রকাশের তারিখ ও ধরন, সাথে স্বাক্ষরিত পিডিএফ।',
    },
    ownTitle: true,
    firstCall: { url: noticeUrl(pathParam('id')) },
  },
  FacultyDirectoryPage: {
    title: { en: 'Faculty Directory', bn: 'শিক্ষকমণ্ডলী' },
    description: {
      en: 'The teachers of GSVMC by department: names, designations and qualifications.',
      bn: 'বিভাগ অনুযায়ী জিএসভিএমসির শিক্ষকগণ: নাম, পদবি ও যোগ্যতা।',
    },
    firstCall: { url: facultyListUrl() },
  },
  FacultyDetailPage: {
    title: { en: 'Faculty Profile', bn: 'শিক্ষকের পরিচিতি' },
    description: {
      en: 'A GSVMC faculty member: department, designation, qualifications and experience.',
      bn: 'জিএসভিএমসির একজন শিক্ষক: বিভাগ, পদবি, যোগ্যতা ও অভিজ্ঞতা।',
    },
    firstCall: { url: facultyMemberUrl(pathParam('id')) },
  },
  AlumniDirectoryPage: {
    title: { en: 'Alumni Directory', bn: 'প্রাক্তন শিক্ষার্থী' },
    description: {
      en: 'Graduates of GSVMC by batch, with where they work now.',
      bn: 'ব্যাচ অনুযায়ী জিএসভিএমসির স্নাতকগণ এবং তাঁরা এখন কোথায় কর্মরত।',
    },
    // No first call: the directory asks for a page of `alumni` whose size its own code decides, and a
    // hint that differs from that request would be downloaded twice.
  },
  GalleryPage: {
    title: { en: 'Photo Gallery', bn: 'ফটো গ্যালারি' },
    description: {
      en: 'Photographs of campus life, events and the hospital at GSVMC.',
      bn: 'জিএসভিএমসির ক্যাম্পাস জীবন, অনুষ্ঠান ও হাসপাতালের ছবি।',
    },
    firstCall: { url: photosUrl() },
  },
  SearchPage: {
    title: { en: 'Search', bn: 'অনুসন্ধান' },
    description: {
      en: 'Search GSVMC notices, faculty, departments and alumni.',
      bn: 'জিএসভিএমসির নোটিশ, শিক্ষক, বিভাগ ও প্রাক্তন শিক্ষার্থীদের মধ্যে খুঁজুন।',
    },
  },
} satisfies PageHeads;

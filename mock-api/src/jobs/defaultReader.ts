// The reading engine the server uses unless a test gives another: src/noticeText, whose reading
// processes start on the first reading and end with the server.
import { closeNoticeReader, pagesToPdf, readNoticeText } from '../noticeText';
import type { NoticeReader } from './noticeReader';

export function defaultNoticeReader(): NoticeReader & { close: () => Promise<void> } {
  return { readNoticeText, pagesToPdf, close: closeNoticeReader };
}

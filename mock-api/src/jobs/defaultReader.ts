// The reading engine the server uses unless a test gives another: src/noticeText (its own branch
// brings it; until it is merged here, reading fails with a clear sentence and the notice says so).
import type { NoticeReader } from './noticeReader';

export function defaultNoticeReader(): NoticeReader {
  const missing = () => Promise.reject(new Error('The notice reading engine (src/noticeText) is not installed'));
  return { readNoticeText: missing, pagesToPdf: missing };
}

import type { Shown } from './local';

/** A content text; an English fallback on a Bengali page sits in its own `lang="en"` span. */
export function Text({ shown }: { shown: Shown }) {
  return shown.lang ? <span lang={shown.lang}>{shown.text}</span> : <>{shown.text}</>;
}

// The site's banner (a site setting edited in the admin portal), in the page's language; an English
// fallback on a Bengali page says so (lang).
import styled from 'styled-components';
import { pickText, useLocale } from '@gsvmc/shared-kit';
import type { LocalText, SiteSettings } from '@gsvmc/shared-types';

export function HeaderBanner({ banner }: { banner: SiteSettings['banner'] | undefined }) {
  const locale = useLocale();
  if (!banner?.shown) return null;
  const text = (value: LocalText) => pickText(value, locale);
  const bannerLang = text(banner.text).fallback ? 'en' : undefined;
  const partLang = (value: LocalText) => {
    const lang = text(value).fallback ? 'en' : undefined;
    return lang === bannerLang ? undefined : (lang ?? locale);
  };
  return (
    <Banner lang={bannerLang}>
      {/* One text node each, as the banner was always drawn: split nodes shift the glyphs by a pixel. */}
      {text(banner.title).value && <strong lang={partLang(banner.title)}>{text(banner.title).value}</strong>}
      {` ${text(banner.text).value}`}
      {text(banner.more).value && (
        <span className="more" lang={partLang(banner.more)}>{` ${text(banner.more).value}`}</span>
      )}
    </Banner>
  );
}

const Banner = styled.p`
  ${({ theme }) => theme.media.mobile} {
    .more {
      display: none;
    }
  }
  margin: 0;
  padding: 6px 16px;
  text-align: center;
  font-size: 0.875rem;
  background: ${({ theme }) => theme.color.warningLight};
  color: ${({ theme }) => theme.color.warning};
`;

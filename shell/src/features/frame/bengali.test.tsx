// The frame on a Bengali page (/bn…): Bengali navigation and words, links that stay under /bn, the
// switch to the same page in the other language, and the first-visit offer of Bengali.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_OFFER_KEY } from '@gsvmc/shared-kit';
import { getDisclosure, isOpen } from '@gsvmc/shared-kit/test/disclosure';
import { renderApp, resetShell } from '../../../test/renderApp';
import { setViewportWidth } from '../../../test/viewport';

const TOP_ROW_BN = ['প্রথম পাতা', 'পরিচিতি', 'প্রশাসন', 'শিক্ষা কার্যক্রম', 'ভর্তি', 'বিভাগসমূহ', 'ডেন্টাল', 'সুযোগ-সুবিধা'];

function browserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

describe('the frame in Bengali', () => {
  beforeEach(() => {
    resetShell();
    setViewportWidth(1280);
    browserLanguages(['en-US', 'en']);
  });

  it('names every link in Bengali, and each leads to the Bengali page', async () => {
    renderApp('/about', { locale: 'bn' });
    const nav = screen.getByRole('navigation', { name: 'প্রধান' });
    const [top, second] = within(nav).getAllByRole('list');
    expect(
      within(top!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(TOP_ROW_BN);
    expect(within(second!).getByRole('link', { name: 'নোটিশ বোর্ড' })).toHaveAttribute('href', '/bn/notice');
    expect(within(nav).getByRole('link', { name: 'পরিচিতি' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'ওয়েবমেইল (নতুন ট্যাবে খোলে)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('সমাজভিত্তিক মেডিকেল কলেজ, সাভার')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/bn/login');
    expect(screen.getByRole('link', { name: 'মূল বিষয়ে যান' })).toBeInTheDocument();
  });

  it('writes the footer in Bengali, its year in Bengali digits', async () => {
    renderApp('/', { locale: 'bn' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'দরকারি লিংক' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'শিক্ষকমণ্ডলী' })).toHaveAttribute('href', '/bn/facultyTable');
    expect(within(footer).getByText(/^© [০-৯]{4} জিএসভিএমসি। সর্বস্বত্ব সংরক্ষিত।$/)).toBeInTheDocument();
    // The seeded office hours are written in Bengali too: no English fallback, no English mark.
    await waitFor(() => expect(footer.querySelector('address')).toHaveTextContent('অফিস সময়: সোমবার - শুক্রবার'));
    const address = footer.querySelector('address')!;
    expect(address).toHaveTextContent('সাভার, ঢাকা, বাংলাদেশ');
    expect(address).toHaveTextContent('সকাল ৮:০০ - বিকেল ৫:০০');
    expect(address.querySelector('[lang="en"]')).toBeNull();
  });

  it('searches in Bengali words and stays under /bn', async () => {
    renderApp('/', { locale: 'bn' });
    await userEvent.click(screen.getByRole('button', { name: 'অনুসন্ধান' }));
    const form = screen.getByRole('search', { name: 'সাইট' });
    await userEvent.click(within(form).getByRole('button', { name: 'খুঁজুন' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('খোঁজার জন্য একটি শব্দ লিখুন।');
    expect(within(form).getByRole('searchbox', { name: 'সাইটে খুঁজুন' })).toHaveAttribute(
      'placeholder',
      'পাতা, নোটিশ, শিক্ষক, বিভাগ',
    );
  });

  it('groups the phone menu in Bengali, with the switch beside the account links', async () => {
    setViewportWidth(375);
    renderApp('/notice', { locale: 'bn' });
    const toggle = await screen.findByText('মেনু', { selector: 'summary' });
    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'প্রধান মেনু' });
    // The current page's group is open.
    expect(isOpen(getDisclosure(menu, 'নোটিশ ও তালিকা'))).toBe(true);
    expect(isOpen(getDisclosure(menu, 'জিএসভিএমসি পরিচিতি'))).toBe(false);
    expect(within(menu).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/notice');
    expect(toggle).toHaveTextContent('বন্ধ');
  });
});

describe('the language switch', () => {
  beforeEach(() => {
    resetShell();
    setViewportWidth(1280);
    browserLanguages(['en-US']);
  });

  it('on an English page, links to the same page and query in Bengali', () => {
    renderApp('/notice?category=exam');
    const link = screen.getByRole('link', { name: 'বাংলা' });
    expect(link).toHaveAttribute('href', '/bn/notice?category=exam');
    expect(link).toHaveAttribute('hreflang', 'bn');
    expect(link).toHaveAttribute('lang', 'bn');
  });

  it('on a Bengali page, links back to the English page; the home page is / and /bn', () => {
    renderApp('/notice?category=exam', { locale: 'bn' });
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/notice?category=exam');
    expect(link).toHaveAttribute('hreflang', 'en');
  });

  it('leads from the home pages to each other', () => {
    const { unmount } = renderApp('/', { locale: 'bn' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    unmount();
    renderApp('/');
    expect(screen.getByRole('link', { name: 'বাংলা' })).toHaveAttribute('href', '/bn');
  });

  it('is on the login page too, which has no header', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    expect(screen.getByRole('link', { name: 'বাংলা' })).toHaveAttribute('href', '/bn/login');
  });
});

describe('the first-visit offer of Bengali', () => {
  beforeEach(() => {
    resetShell();
    setViewportWidth(1280);
  });

  it('is made to a browser that prefers Bengali, on an English page, until closed', async () => {
    browserLanguages(['bn-BD', 'en-US']);
    const { unmount } = renderApp('/about');
    const offer = await screen.findByRole('region', { name: 'বাংলা' });
    expect(offer).toHaveAttribute('lang', 'bn');
    expect(within(offer).getByRole('link', { name: 'এই সাইটটি বাংলায় পড়ুন' })).toHaveAttribute('href', '/bn/about');
    await userEvent.click(within(offer).getByRole('button', { name: 'বন্ধ করুন' }));
    expect(screen.queryByRole('region', { name: 'বাংলা' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_OFFER_KEY)).toBe('dismissed');
    unmount();

    // The next page of the visit, or the next visit: not again.
    renderApp('/notice');
    await screen.findByRole('link', { name: 'বাংলা' });
    expect(screen.queryByRole('region', { name: 'বাংলা' })).not.toBeInTheDocument();
  });

  it('counts following it, or using the switch, as the answer', async () => {
    browserLanguages(['bn']);
    renderApp('/about');
    const offer = await screen.findByRole('region', { name: 'বাংলা' });
    // jsdom does not navigate: the click's handler is what is checked.
    within(offer)
      .getByRole('link')
      .addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(within(offer).getByRole('link'));
    expect(window.localStorage.getItem(LANGUAGE_OFFER_KEY)).toBe('accepted');

    window.localStorage.clear();
    const header = screen.getByRole('banner');
    const link = within(header).getByRole('link', { name: 'বাংলা' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(window.localStorage.getItem(LANGUAGE_OFFER_KEY)).toBe('chosen');
  });

  it('is not made to a browser that ranks English first, nor on a Bengali page', async () => {
    browserLanguages(['en-GB', 'bn-BD']);
    const { unmount } = renderApp('/about');
    await screen.findByRole('link', { name: 'বাংলা' });
    expect(screen.queryByRole('region', { name: 'বাংলা' })).not.toBeInTheDocument();
    unmount();

    browserLanguages(['bn-BD']);
    renderApp('/about', { locale: 'bn' });
    await screen.findByRole('link', { name: 'English' });
    expect(screen.queryByRole('region', { name: 'বাংলা' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import AboutPage from './AboutPage';
import { contentRoutes, untilContentLoaded } from '../../../test/contentRoutes';
import { renderInBengali } from '../../../test/inBengali';

beforeEach(() => mockFetch(contentRoutes()));

describe('AboutPage in Bengali', () => {
  it('names the tabs in Bengali and marks the untranslated founder’s story as English', async () => {
    renderInBengali(<AboutPage />);
    await untilContentLoaded();
    expect(await screen.findByRole('heading', { level: 1, name: 'জিএসভিএমসি পরিচিতি' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'জিএসভিএমসি পরিচিতি' })).toBeInTheDocument();
    const founder = screen.getByRole('tab', { name: 'ডা. জাফরুল্লাহ চৌধুরী: জিএসভিএমসির রূপকার' });
    expect(founder).toHaveAttribute('aria-selected', 'true');
    // The founder's story has no Bengali in the seed: shown in English, each paragraph marked.
    const story = screen.getByText(/was a physician/);
    expect(story).toHaveAttribute('lang', 'en');
    // A sighted reader is told too.
    expect(screen.getByRole('note')).toHaveTextContent('এই পাতার কিছু অংশের বাংলা অনুবাদ এখনো যোগ করা হয়নি');
    expect(
      screen.getByRole('heading', { level: 2, name: 'ডা. জাফরুল্লাহ চৌধুরী: জিএসভিএমসির রূপকার' }),
    ).not.toHaveAttribute('lang');
  });

  it('reads the college at a glance in Bengali, with Bengali digits', async () => {
    renderInBengali(<AboutPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'এক নজরে জিএসভিএমসি' }));
    expect(screen.getByText('প্রতি বছর ৫০ জন এমবিবিএস শিক্ষার্থী ভর্তি হন')).toBeInTheDocument();
    expect(screen.getByText('৫টি একাডেমিক হাসপাতাল ও ১৭টি প্রাথমিক স্বাস্থ্যকেন্দ্র')).toBeInTheDocument();
    expect(screen.getByText(/১৯৯৮ সালে সাভারে কলেজটি প্রতিষ্ঠিত হয়/)).not.toHaveAttribute('lang');
  });
});

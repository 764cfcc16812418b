import { screen } from '@testing-library/react';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import AdmissionPage from './AdmissionPage';
import { contentRoutes } from '../../../test/contentRoutes';
import { renderInBengali } from '../../../test/inBengali';

beforeEach(() => mockFetch(contentRoutes()));

describe('AdmissionPage in Bengali', () => {
  it('states the rules and the GPA thresholds in Bengali, with Bengali digits', async () => {
    renderInBengali(<AdmissionPage />);
    await screen.findByText('ফি সরকারি নিয়ম অনুযায়ী।');
    expect(document.title).toBe('ভর্তি · GSVMC');
    expect(screen.getByRole('heading', { level: 1, name: 'ভর্তি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'প্রথম পাতা' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 2, name: 'দেশীয় শিক্ষার্থী' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'বিদেশি শিক্ষার্থী' })).toBeInTheDocument();
    expect(screen.getByText(/মোট জিপিএ ৭ থাকতে হবে, প্রতিটিতে অন্তত ৩/)).toBeInTheDocument();
    expect(screen.getByText(/জীববিজ্ঞানে অন্তত ৩\.৫/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'যে কাগজপত্র জমা দিতে হবে' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'এখনই আবেদন করুন' })).toHaveAttribute('href', '/notice?category=admission');
    expect(screen.getByRole('link', { name: 'নোটিশ বোর্ডে' })).toHaveAttribute('href', '/notice');
    // Every text has its Bengali: nothing is marked English, and no note says so.
    expect(document.querySelector('[lang="en"]')).toBeNull();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import AdmissionPage from './AdmissionPage';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { contentRoutes, untilContentLoaded } from '../../../test/contentRoutes';

beforeEach(() => mockFetch(contentRoutes()));

describe('AdmissionPage', () => {
  it('states the local and foreign rules with the SPEC thresholds', async () => {
    renderWithProviders(<AdmissionPage />);
    await untilContentLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Admission' })).toBeInTheDocument();
    expect(screen.getByText(/national medical council/)).toBeInTheDocument();
    expect(screen.getByText('Fees are as per government rule.')).toBeInTheDocument();
    expect(screen.getByText(/total GPA of 7, with at least 3 in each/)).toBeInTheDocument();
    expect(screen.getByText(/Biology, Chemistry and Physics\), with at least 3.5 in Biology/)).toBeInTheDocument();
    expect(screen.getByText('The US 12th grade is accepted.')).toBeInTheDocument();
    expect(screen.getByText(/equivalence certificate from the health services directorate/)).toBeInTheDocument();
    expect(screen.getByText(/attested copy of the passport/)).toBeInTheDocument();
  });

  it('"Apply Now" opens the notice board, where admission circulars are published', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/admission" element={<AdmissionPage />} />
        <Route path="/notice" element={<h1>Notice Board</h1>} />
      </Routes>,
      { route: '/admission' },
    );
    await untilContentLoaded();
    fireEvent.click(screen.getByRole('link', { name: 'Apply Now' }));
    expect(await screen.findByRole('heading', { name: 'Notice Board' })).toBeInTheDocument();
  });
});

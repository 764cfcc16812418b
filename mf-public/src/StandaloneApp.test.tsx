import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { StandaloneApp } from './StandaloneApp';
import { contentRoutes } from '../test/contentRoutes';

describe('StandaloneApp (dev mount routes)', () => {
  beforeEach(() =>
    mockFetch({
      ...contentRoutes(),
      'GET /notices': () => json([]),
      'GET /photo': () => json([]),
      'GET /faculty/department/:name': () => json([]),
    }),
  );

  it.each([
    ['/about', 'About GSVMC'],
    ['/administration', 'Administration'],
    ['/academics', 'Academics'],
    ['/admission', 'Admission'],
    ['/departments', 'Academic Departments'],
    ['/dental', 'Dental Unit'],
    ['/facilities', 'Facilities'],
    ['/journal', 'Journal'],
    ['/contact', 'Contact Us'],
    ['/department-detail?name=Anatomy', 'Anatomy'],
  ])('renders %s', async (route, title) => {
    renderWithProviders(<StandaloneApp />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('renders the landing page at /', async () => {
    renderWithProviders(<StandaloneApp />, { route: '/' });
    expect(await screen.findByText('No notices available at this time')).toBeInTheDocument();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import AboutPage from './AboutPage';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { contentRoutes, untilContentLoaded } from '../../../test/contentRoutes';

const FOUNDER_NAME = 'Dr Zafrullah Chowdhury';

beforeEach(() => mockFetch(contentRoutes()));

const TITLES = [
  `${FOUNDER_NAME}: The Architect of GSVMC`,
  'GSVMC at a Glance',
  'Community-based Medical Education',
  'Centre for Community Health and Research',
  'Rural Health Centres',
];

const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')!;

describe('AboutPage tabs', () => {
  it('lists the five tabs in order with the first selected and its panel shown', async () => {
    renderWithProviders(<AboutPage />);
    await untilContentLoaded();
    const list = screen.getByRole('tablist', { name: 'About GSVMC' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(TITLES);
    expect(selectedTab()).toHaveTextContent(TITLES[0]!);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName(TITLES[0]);
    expect(selectedTab()).toHaveAttribute('aria-controls', panel.id);
    // The founder is named, not a bracketed placeholder marked as sample text.
    expect(TITLES[0]).toBe('Dr Zafrullah Chowdhury: The Architect of GSVMC');
    expect(within(panel).getByText(/Gonoshasthaya Kendra/)).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/\[|Sample text/);
    // Only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('moves and selects with the arrow keys, wrapping, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AboutPage />);
    await untilContentLoaded();
    // The breadcrumb link comes first in the tab order, then the tab list's single stop.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tab', { name: TITLES[0] })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(selectedTab()).toHaveTextContent('GSVMC at a Glance');
    expect(selectedTab()).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('established in 1998 in Savar');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Community-based Medical Education');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Rural Health Centres');
    await user.keyboard('{ArrowDown}');
    expect(selectedTab()).toHaveTextContent(TITLES[0]!);
    await user.keyboard('{ArrowUp}');
    expect(selectedTab()).toHaveTextContent('Rural Health Centres');
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent(TITLES[0]!);
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Rural Health Centres');
  });

  it('selects a tab by click and shows the content listed in SPEC.md', async () => {
    renderWithProviders(<AboutPage />);
    await untilContentLoaded();
    fireEvent.click(screen.getByRole('tab', { name: 'GSVMC at a Glance' }));
    const glance = screen.getByRole('tabpanel');
    expect(glance).toHaveTextContent('1971');
    expect(glance).toHaveTextContent('In 1972 the hospital moved');
    expect(glance).toHaveTextContent('affiliated with a university');

    fireEvent.click(screen.getByRole('tab', { name: 'Community-based Medical Education' }));
    const phases = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(phases.map((li) => li.querySelector('strong')!.textContent)).toEqual([
      'Foundation Course',
      'Field Experience',
      'Clinical Integration',
      'Final Phase',
    ]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'four-month community programme made of four phases of one month each',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Rural Health Centres' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('runs five rural health centres');
  });
});

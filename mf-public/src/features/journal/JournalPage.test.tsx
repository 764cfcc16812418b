import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import JournalPage from './JournalPage';
import { PUBLICATIONS } from './data';

describe('JournalPage', () => {
  it('shows the three sample publications with title, author, date, category and tags, marked as samples', () => {
    renderWithProviders(<JournalPage />);
    const recent = screen.getByRole('region', { name: 'Recent Publications' });
    const cards = within(recent).getAllByRole('heading', { level: 3 });
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent(PUBLICATIONS[0]!.title);
    expect(within(recent).getAllByText('Sample entry')).toHaveLength(3);
    expect(within(recent).getByText('2025 Mar 15')).toBeInTheDocument();
    expect(within(recent).getByText('Community Medicine')).toBeInTheDocument();
    expect(within(recent).getByText('maternal health')).toBeInTheDocument();
    expect(within(recent).getAllByText('Author name (sample)')).toHaveLength(3);
  });

  it('"View All Publications" reveals the full list and moves focus to it; pressing again hides it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JournalPage />);
    const button = screen.getByRole('button', { name: 'View All Publications' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: /All Publications \(/ })).not.toBeInTheDocument();

    await user.click(button);
    const heading = screen.getByRole('heading', { level: 2, name: `All Publications (${PUBLICATIONS.length})` });
    expect(heading).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = heading.nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(PUBLICATIONS.length);

    await user.click(screen.getByRole('button', { name: 'Hide All Publications' }));
    expect(screen.queryByRole('heading', { name: /All Publications \(/ })).not.toBeInTheDocument();
  });
});

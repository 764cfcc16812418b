import { render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { ReplayMissedNavigation } from './ReplayMissedNavigation';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Moves the address bar without a `popstate`, as a Back pressed before the router listens does. */
function BackWhileStarting({ to }: { to: string }) {
  if (window.location.pathname !== to) window.history.replaceState(window.history.state, '', to);
  return null;
}

describe('a Back pressed while the page starts', () => {
  beforeEach(() => window.history.replaceState(null, '', '/department-detail'));

  it('brings the page to the address the bar shows once the router listens', async () => {
    render(
      <BrowserRouter>
        <BackWhileStarting to="/departments" />
        <ReplayMissedNavigation />
        <Where />
      </BrowserRouter>,
    );
    expect(await screen.findByText('/departments')).toBeInTheDocument();
  });

  it('does nothing when the router already shows the address', () => {
    const popstates = jest.fn();
    window.addEventListener('popstate', popstates);
    render(
      <BrowserRouter>
        <ReplayMissedNavigation />
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/department-detail');
    expect(popstates).not.toHaveBeenCalled();
    window.removeEventListener('popstate', popstates);
  });
});

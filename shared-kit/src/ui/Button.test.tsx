// A button is a thumb's target wherever a thumb taps: on a phone, and on a touch screen of any width
// (a tablet shows the wide layout, whose buttons were 40-43 px tall there).
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { touchStyle } from '../../test/touchTargets';
import { TOUCH_QUERY } from '../hooks/useMediaQuery';
import { Button } from './Button';

it('is at least 44 × 44 px on a phone or a touch screen, small or not', () => {
  renderWithProviders(
    <>
      <Button>Show</Button>
      <Button $small>Edit</Button>
    </>,
  );
  for (const name of ['Show', 'Edit']) {
    const style = touchStyle(screen.getByRole('button', { name }));
    expect({ minHeight: style['min-height'], minWidth: style['min-width'] }).toEqual({
      minHeight: '44px',
      minWidth: '44px',
    });
  }
  expect(TOUCH_QUERY).toContain('(pointer: coarse)');
});

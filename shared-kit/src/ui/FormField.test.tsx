import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Field, Input } from './FormField';

describe('Field', () => {
  it('labels its control and describes it by its hint', () => {
    renderWithProviders(
      <Field label="Title" hint="Shown on the notice board" required>
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText(/^Title/);
    expect(input).toHaveAccessibleDescription('Shown on the notice board');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and reads its message, after the hint, as an alert', () => {
    renderWithProviders(
      <Field label="Email" hint="Your college address" error="Please enter a valid email">
        <Input id="email" type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email Your college address');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email');
  });
});

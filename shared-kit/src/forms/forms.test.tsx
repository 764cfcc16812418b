import { act, fireEvent, render, screen } from '@testing-library/react';
import { checkResolver, messageAt, useForm, type Messages } from './forms';

interface Draft {
  name: string;
  rows: { degree: string }[];
}

const check = (d: Draft): Messages => ({
  name: d.name.trim() ? undefined : 'Please enter a name',
  ...Object.fromEntries(d.rows.map((r, i) => [`rows.${i}.degree`, r.degree ? '' : 'Please enter a degree'])),
});

function DraftForm({ onValid }: { onValid: (d: Draft) => void }) {
  const form = useForm<Draft>({
    defaultValues: { name: '', rows: [{ degree: 'MBBS' }, { degree: '' }] },
    resolver: checkResolver(check),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
      <input aria-label="Name" {...form.register('name')} />
      <input aria-label="Degree 1" {...form.register('rows.0.degree')} />
      <input aria-label="Degree 2" {...form.register('rows.1.degree')} />
      <p data-testid="name">{messageAt(errors, 'name') ?? 'none'}</p>
      <p data-testid="row0">{messageAt(errors, 'rows.0.degree') ?? 'none'}</p>
      <p data-testid="row1">{messageAt(errors, 'rows.1.degree') ?? 'none'}</p>
      <button type="submit">Save</button>
    </form>
  );
}

describe('checkResolver and messageAt', () => {
  it('puts each message of a check on its field, nested paths too, focuses the first and submits nothing', async () => {
    const onValid = jest.fn();
    render(<DraftForm onValid={onValid} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByTestId('name')).toHaveTextContent('Please enter a name');
    expect(screen.getByTestId('row0')).toHaveTextContent('none');
    expect(screen.getByTestId('row1')).toHaveTextContent('Please enter a degree');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits the values once the check passes', async () => {
    const onValid = jest.fn();
    render(<DraftForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dr Rahman' } });
    fireEvent.change(screen.getByLabelText('Degree 2'), { target: { value: 'FCPS' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onValid.mock.calls[0][0]).toEqual({ name: 'Dr Rahman', rows: [{ degree: 'MBBS' }, { degree: 'FCPS' }] });
    expect(screen.getByTestId('name')).toHaveTextContent('none');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DataTable, textColumn } from './DataTable';
import { useConfirm } from './ConfirmDialog';
import { ErrorState } from './States';
import { Spinner } from './Spinner';

type Row = { id: string; name: string };
const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: String(i), name: `Person ${i + 1}` }));

describe('the kit in Bengali', () => {
  it('draws loading and error states in Bengali', () => {
    renderWithProviders(
      <>
        <Spinner />
        <ErrorState message="লোড করা যায়নি" onRetry={() => {}} />
      </>,
      { locale: 'bn' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('লোড হচ্ছে...');
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
  });

  it('pages a table in Bengali words and digits (the /table entry reads the page’s language when the page gives none)', () => {
    renderWithProviders(
      <DataTable
        label="মানুষ"
        data={rows}
        columns={[textColumn<Row>('name', 'Name')]}
        getRowId={(r) => r.id}
        rowName={(r) => r.name}
      />,
      { locale: 'bn' },
    );
    expect(screen.getByText('১২টির মধ্যে ১–১০')).toBeInTheDocument();
    expect(screen.getByText('পাতা ১ / ২')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পরের' })).toBeInTheDocument();
    expect(screen.getByLabelText('খুঁজুন')).toBeInTheDocument();
  });

  it('asks a confirm question with Bengali default words', async () => {
    function Ask() {
      const confirm = useConfirm();
      return (
        <button type="button" onClick={() => void confirm('নোটিশটি মুছে ফেলবেন?')}>
          ask
        </button>
      );
    }
    renderWithProviders(<Ask />, { locale: 'bn' });
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByRole('dialog', { name: 'নিশ্চিত করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'মুছে ফেলুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
  });
});

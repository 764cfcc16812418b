import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { UploadedContentImage } from '@gsvmc/shared-types';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { installFakeXhr, lastXhr, FakeXhr } from '../../../../test/fakeXhr';
import { ImageInput } from './ImageInput';

function Harness({ uploaded }: { uploaded: UploadedContentImage[] }) {
  const [value, setValue] = useState('');
  return (
    <ImageInput
      label="Picture"
      value={value}
      onChange={setValue}
      onUploaded={(image) => {
        uploaded.push(image);
        setValue(image.path);
      }}
    />
  );
}

const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'campus.png', { type: 'image/png' });

describe('ImageInput', () => {
  beforeEach(() => {
    installFakeXhr();
    mockFetch({ 'GET /photo': () => json([]) });
  });

  it('uploads the chosen picture through the pipeline and fills the field with its path and size', async () => {
    const uploaded: UploadedContentImage[] = [];
    renderWithProviders(<Harness uploaded={uploaded} />);
    fireEvent.change(screen.getByLabelText('Upload image for Picture'), { target: { files: [png()] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/api\/content\/images$/);
    expect((xhr.body as FormData).get('image')).toBeInstanceOf(File);
    expect(screen.getByText('Uploading…')).toBeInTheDocument();
    const answer = { path: '/uploads/photos/0b6f2c1e-4d6a-4a39-9a54-0d2b4c3f1a10.png', width: 1600, height: 700 };
    await act(async () => xhr.respond(201, answer));
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue(answer.path));
    expect(uploaded).toEqual([answer]);
  });

  it('shows the server’s sentence beside the field for a file it refuses', async () => {
    renderWithProviders(<Harness uploaded={[]} />);
    fireEvent.change(screen.getByLabelText('Upload image for Picture'), { target: { files: [png()] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    await act(async () =>
      lastXhr().respond(413, {
        message: 'The picture is 50000 x 50000 pixels; images may have at most 40 megapixels',
        code: 'PAYLOAD_TOO_LARGE',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The picture is 50000 x 50000 pixels');
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('refuses a file that is not a picture, or too large, before sending it', async () => {
    renderWithProviders(<Harness uploaded={[]} />);
    const input = screen.getByLabelText('Upload image for Picture');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Picture must be an image (JPEG, PNG, GIF or WebP)');
    fireEvent.change(input, { target: { files: [png(21 * 1024 * 1024)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Picture must be 20 MB or smaller');
    expect(FakeXhr.instances).toHaveLength(0);
  });
});

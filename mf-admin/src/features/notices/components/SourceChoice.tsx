// How the notice is sent: as a PDF, or as photos of its pages taken with the phone.
import styled from 'styled-components';
import { useMessages } from '@gsvmc/shared-kit';
import { photoMessages } from '../photos/photos.messages';

export type Source = 'pdf' | 'photos';

export function SourceChoice({
  source,
  disabled,
  onChange,
}: {
  source: Source;
  disabled: boolean;
  onChange: (source: Source) => void;
}) {
  const tp = useMessages(photoMessages);
  return (
    <Choice>
      <legend>{tp('sendAs')}</legend>
      {(['pdf', 'photos'] as const).map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="notice-source"
            value={value}
            checked={source === value}
            disabled={disabled}
            onChange={() => onChange(value)}
          />
          {value === 'pdf' ? tp('sendPdf') : tp('sendPhotos')}
        </label>
      ))}
    </Choice>
  );
}

const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0 0 14px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 6px;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

import styled from 'styled-components';
import { useMessages } from '@gsvmc/shared-kit';
import { commonMessages } from '../lib/messages';

/** Upload progress: a native <progress> (role progressbar) with its percentage as text. */
export function ProgressBar({ value, label }: { value: number; label?: string }) {
  const t = useMessages(commonMessages);
  return (
    <Wrap>
      <Bar value={value} max={100} aria-label={label ?? t('uploadProgress')} />
      <span aria-hidden="true">{value}%</span>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 12px 0;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.muted};
`;

const Bar = styled.progress`
  flex: 1;
  height: 10px;
  appearance: none;
  border: 0;
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.primaryLight};
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.color.primaryLight};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.color.primary};
    transition: width 0.2s;
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.color.primary};
  }
`;

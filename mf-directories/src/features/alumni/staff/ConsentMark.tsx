// The mark beside a phone or e-mail its owner did not agree to show: the API sends those to staff
// alone, so only staff ever see this mark, and it says why visitors do not see them.
import { useMessages } from '@gsvmc/shared-kit';
import styled from 'styled-components';
import { staffMessages } from './staff.messages';

export function ConsentMark() {
  const t = useMessages(staffMessages);
  return (
    <StaffOnly title={t('notPublicNote')}>
      {t('notPublic')}
      <span className="visually-hidden">: {t('notPublicNote')}</span>
    </StaffOnly>
  );
}

const StaffOnly = styled.small`
  align-self: center;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.8rem;
`;

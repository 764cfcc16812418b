import styled from 'styled-components';
import { kitMessages, useMessages } from '@gsvmc/shared-kit';

/** The one line per screen that names the zone of every time on it: "Times are Dhaka time (UTC+6)." */
export function CollegeZoneNote({ className }: { className?: string }) {
  const t = useMessages(kitMessages);
  return <Note className={className}>{t('collegeZone')}</Note>;
}

const Note = styled.p`
  margin: 0 0 12px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;

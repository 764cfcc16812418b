import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Faculty } from '@gsvmc/shared-types';
import { ResponsiveImage, useLocale, useMessages } from '@gsvmc/shared-kit';
import { degreesOf, initialOf } from '../facultyOrder';
import { designationName, toPath } from '@gsvmc/shared-types';
import { directoryMessages } from '../directory.messages';
import { langAttr } from '../../../components/textLang';

/** Width of a card's picture in the directory's 2 to 5 column grid (page at most 1200 px). */
const CARD_SIZES = '(min-width: 1180px) 220px, (min-width: 900px) 22vw, (min-width: 640px) 30vw, 46vw';

/** `priority`: this card's picture is the largest image above the fold (the directory's first). */
export function FacultyCard({ member, priority = false }: { member: Faculty; priority?: boolean }) {
  const t = useMessages(directoryMessages);
  const locale = useLocale();
  const degrees = degreesOf(member);
  const designation = designationName(member.designation, locale);
  return (
    <Card>
      <Picture>
        {member.facultyPicture ? (
          <ResponsiveImage
            path={member.facultyPicture}
            alt={member.name}
            sizes={CARD_SIZES}
            priority={priority ? 'high' : 'lazy'}
          />
        ) : (
          <Initial aria-hidden="true">{initialOf(member.name)}</Initial>
        )}
      </Picture>
      <Body>
        <h3 lang={langAttr(member.name, locale)}>{member.name}</h3>
        <Designation lang={langAttr(designation, locale)}>{designation}</Designation>
        {degrees && <Degrees lang={langAttr(degrees, locale)}>{degrees}</Degrees>}
        <ProfileLink
          to={toPath('facultyDetails', { id: member._id })}
          aria-label={t('viewProfileOf', { name: member.name })}
        >
          {t('viewProfile')}
        </ProfileLink>
      </Body>
    </Card>
  );
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
  min-width: 0;
`;

/** Square box so cards line up and nothing shifts while pictures load. */
const Picture = styled.div`
  aspect-ratio: 1 / 1;
  background: ${({ theme }) => theme.color.primaryLight};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Initial = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: clamp(2.5rem, 8vw, 4rem);
  color: ${({ theme }) => theme.color.primary};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1;
  padding: 12px;
  h3 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: break-word;
  }
`;

const Designation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.primaryDark};
  font-weight: 600;
  font-size: 0.9rem;
`;

const Degrees = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.85rem;
  overflow-wrap: break-word;
`;

// A thumb's target: at least 44 × 44 px on a phone.
const ProfileLink = styled(Link)`
  margin-top: auto;
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
  padding-top: 4px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.primary};
`;

// The Basic Profile as read: the picture (or the name's first letter) beside the five fields.
import type { Faculty } from '@gsvmc/shared-types';
import { departmentName, designationName } from '@gsvmc/shared-types';
import { fileUrl, useLocale, useMessages } from '@gsvmc/shared-kit';
import { facultyMessages } from '../messages';
import { NoPicture, ProfileView } from '../EditFacultyPage.styles';

export function ProfileSummary({ faculty }: { faculty: Faculty }) {
  const t = useMessages(facultyMessages);
  const locale = useLocale();
  return (
    <ProfileView>
      {faculty.facultyPicture ? (
        <img
          src={fileUrl(faculty.facultyPicture)}
          alt={t('pictureOf', { name: faculty.name })}
          width={112}
          height={112}
          loading="lazy"
        />
      ) : (
        <NoPicture aria-hidden="true">{faculty.name.trim()[0]?.toUpperCase()}</NoPicture>
      )}
      <dl>
        <dt>{t('name')}</dt>
        <dd>{faculty.name}</dd>
        <dt>{t('registrationNo')}</dt>
        <dd>{faculty.registrationNo}</dd>
        <dt>{t('dateOfBirth')}</dt>
        <dd>{faculty.dateOfBirth}</dd>
        <dt>{t('designation')}</dt>
        <dd>{designationName(faculty.designation, locale)}</dd>
        <dt>{t('department')}</dt>
        <dd>{departmentName(faculty.department, locale)}</dd>
      </dl>
    </ProfileView>
  );
}

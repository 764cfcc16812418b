// SPEC.md §2.12 Dental unit: history, admission, twelve departments, 15 faculty cards. The text and
// the faculty cards are content edited in the admin portal; the departments are the constant list
// the faculty form and the API share, so the page adds them to their section.
import styled from 'styled-components';
import { DENTAL_DEPARTMENTS, departmentName } from '@gsvmc/shared-types';
import { useLocale, useMessages } from '@gsvmc/shared-kit';
import { Blocks } from '../../ui/blocks/Blocks';
import { ContentPage } from '../../ui/blocks/ContentPage';
import { inBothLanguages } from '../../ui/blocks/pageTitle';
import { dentalMessages } from './messages';

export default function DentalPage() {
  const t = useMessages(dentalMessages);
  const locale = useLocale();
  return (
    <ContentPage
      slug="dental"
      title={inBothLanguages(dentalMessages, 'dentalUnit')}
      crumbs={[{ label: t('dentalUnit') }]}
    >
      {(content) => (
        <Blocks
          blocks={content.blocks}
          sectionExtras={{
            'dental-departments': (
              <Departments>
                {DENTAL_DEPARTMENTS.map((d) => (
                  <li key={d}>{departmentName(d, locale)}</li>
                ))}
              </Departments>
            ),
          }}
        />
      )}
    </ContentPage>
  );
}

const Departments = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  li {
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.primaryLight};
    color: ${({ theme }) => theme.color.primaryDark};
    font-weight: 600;
  }
`;

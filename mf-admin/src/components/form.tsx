// The admin pages' form pieces: the kit's field and controls (shared-kit ui/FormField, in
// '@gsvmc/shared-kit/staff'), and the admin's titled panel.
import styled from 'styled-components';

export {
  Field,
  FieldError,
  FieldGrid,
  FieldWrap,
  FormActions,
  FormMessage,
  Hint,
  Input,
  Label,
  Select,
  TextArea,
} from '@gsvmc/shared-kit/staff';

/** A titled panel of an admin page. */
export const Panel = styled.section`
  margin: 0 0 24px;
  padding: 20px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ theme }) => theme.media.mobile} {
    padding: 14px;
  }
  > h2 {
    margin: 0 0 16px;
    font-size: 1.25rem;
  }
`;

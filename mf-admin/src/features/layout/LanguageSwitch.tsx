// English / বাংলা for the portal. The shell redraws the portal at once and keeps the choice in this
// browser; the account keeps it too, so another browser opens in it. If the account cannot be
// reached the choice still holds here, and a toast says it was not saved to the account.
import styled from 'styled-components';
import {
  LOCALE_NAME,
  LOCALES,
  translate,
  useAppDispatch,
  useAuth,
  useLocaleState,
  useMessages,
  userLoaded,
  useToast,
  type Locale,
} from '@gsvmc/shared-kit';
import { useSaveLanguageMutation } from '../../lib/accountApi';
import { layoutMessages } from './messages';

export function LanguageSwitch() {
  const { locale, choosePortalLocale } = useLocaleState();
  const t = useMessages(layoutMessages);
  const [saveLanguage] = useSaveLanguageMutation();
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const toast = useToast();

  // Outside the shell (a remote run on its own) nothing would redraw the portal: no switch there.
  if (!choosePortalLocale) return null;

  async function choose(next: Locale) {
    if (next === locale || !choosePortalLocale) return;
    choosePortalLocale(next);
    try {
      await saveLanguage(next).unwrap();
      // The session's user now says so too, so nothing reverts the choice before the next login.
      if (user) dispatch(userLoaded({ ...user, language: next }));
    } catch {
      // Said in the language just chosen: the portal is already drawn in it.
      toast.error(translate(layoutMessages, next, 'languageNotSaved'));
    }
  }

  return (
    <Switch role="group" aria-label={t('language')}>
      {LOCALES.map((option) => (
        <Option
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          onClick={() => void choose(option)}
        >
          {LOCALE_NAME[option]}
        </Option>
      ))}
    </Switch>
  );
}

const Switch = styled.div`
  display: inline-flex;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

const Option = styled.button`
  min-height: 36px;
  min-width: 44px;
  padding: 4px 12px;
  border: 0;
  background: transparent;
  color: #fff;
  font: inherit;
  font-size: 0.95rem;
  line-height: 1.4;
  cursor: pointer;
  & + & {
    border-left: 1px solid rgba(255, 255, 255, 0.6);
  }
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &[aria-pressed='true'] {
    background: #fff;
    color: ${({ theme }) => theme.color.primaryDark};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: -3px;
  }
`;

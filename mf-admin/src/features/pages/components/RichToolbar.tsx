// Bold, italic, link and list over a formatted text: buttons (Tab reaches them, Enter or Space presses
// them) that write the markup the site already reads, so a clerk need not learn **bold** or
// [words](address). Ctrl+B and Ctrl+I work in the text too. A link asks for its address in a small form
// below the buttons, checked by the same rule as the API's.
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { isAllowedLink } from '@gsvmc/shared-types';
import { Button, thumbHeight, useMessages } from '@gsvmc/shared-kit';
import { FieldError, Input } from '../../../components/form';
import { contentToolsMessages } from '../contentTools.messages';
import { link, toggleList, wrap, type Edit } from '../formatMarkup';
import { pagesMessages } from '../messages';

export function RichToolbar({
  area,
  name,
  onEdit,
  shortcuts,
}: {
  area: RefObject<HTMLTextAreaElement | null>;
  /** Set to the text area's key handler for Ctrl+B and Ctrl+I. */
  shortcuts: { current: ((e: KeyboardEvent<HTMLTextAreaElement>) => void) | null };
  /** The text's name ("Text (English)"), so each toolbar is told apart. */
  name?: string;
  onEdit: (text: string) => void;
}) {
  const t = useMessages(contentToolsMessages);
  const tp = useMessages(pagesMessages);
  const [asking, setAsking] = useState<{ start: number; end: number } | null>(null);
  const [href, setHref] = useState('');
  const [refused, setRefused] = useState(false);
  const hrefId = useId();
  const hrefInput = useRef<HTMLInputElement>(null);

  const apply = (make: (text: string, start: number, end: number) => Edit) => {
    const el = area.current;
    if (!el) return;
    const { text, start, end } = make(el.value, el.selectionStart, el.selectionEnd);
    onEdit(text);
    // Back to the text with the formatted words selected, once React has put the new text in.
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start, end);
    });
  };
  const bold = () => apply((x, s, e) => wrap(x, s, e, '**', t('formatBold')));
  const italic = () => apply((x, s, e) => wrap(x, s, e, '*', t('formatItalic')));
  const list = () => apply(toggleList);
  const askLink = () => {
    const el = area.current;
    if (!el) return;
    setAsking({ start: el.selectionStart, end: el.selectionEnd });
    setHref('');
    setRefused(false);
    requestAnimationFrame(() => hrefInput.current?.focus());
  };
  const addLink = () => {
    if (!asking) return;
    const address = href.trim();
    if (!isAllowedLink(address)) {
      setRefused(true);
      return;
    }
    setAsking(null);
    apply((x) => link(x, asking.start, asking.end, address, t('linkWords')));
  };

  // The shortcuts, for the text area: Ctrl+B / Ctrl+I (Cmd on a Mac).
  shortcuts.current = (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
    const key = e.key.toLowerCase();
    if (key !== 'b' && key !== 'i') return;
    e.preventDefault();
    if (key === 'b') bold();
    else italic();
  };

  return (
    <>
      <Bar role="toolbar" aria-label={name ? `${t('formatting')}: ${name}` : t('formatting')}>
        <Button type="button" $variant="secondary" onClick={bold} title="Ctrl+B">
          <b>{t('formatBold')}</b>
        </Button>
        <Button type="button" $variant="secondary" onClick={italic} title="Ctrl+I">
          <i>{t('formatItalic')}</i>
        </Button>
        <Button type="button" $variant="secondary" onClick={askLink} aria-expanded={asking !== null}>
          {t('formatLink')}
        </Button>
        <Button type="button" $variant="secondary" onClick={list}>
          {t('formatList')}
        </Button>
      </Bar>
      {asking && (
        <LinkForm>
          <label htmlFor={hrefId}>{t('linkAddress')}</label>
          <Input
            ref={hrefInput}
            id={hrefId}
            value={href}
            aria-invalid={refused || undefined}
            onChange={(e) => {
              setHref(e.target.value);
              setRefused(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addLink();
              } else if (e.key === 'Escape') {
                setAsking(null);
                area.current?.focus();
              }
            }}
          />
          {refused && <FieldError role="alert">{tp('linkNotAllowed')}</FieldError>}
          <div>
            <Button type="button" onClick={addLink}>
              {t('addLink')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setAsking(null);
                area.current?.focus();
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </LinkForm>
      )}
    </>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  button {
    min-height: 36px;
    padding: 4px 12px;
    /* A thumb's target on a phone or a touch screen, as every Button is there. */
    ${thumbHeight}
  }
`;

const LinkForm = styled.div`
  display: grid;
  gap: 6px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  label {
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
`;

// The pages of a notice as photos, before they are sent: the camera (one page at a time, `capture`)
// or several photos at once, a thumbnail of each page as it will be sent, and its order and removal.
import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, useMessages } from '@gsvmc/shared-kit';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { photoMessages } from './photos.messages';
import type { PagePhoto } from './usePagePhotos';

export function PagePhotos({
  pages,
  disabled,
  invalid,
  onAdd,
  onMove,
  onRemove,
}: {
  pages: readonly PagePhoto[];
  disabled: boolean;
  invalid: boolean;
  onAdd: (files: FileList | null) => void;
  onMove: (id: number, by: -1 | 1) => void;
  onRemove: (id: number) => void;
}) {
  const t = useMessages(photoMessages);
  const ids = useId();
  const chosen = (e: ChangeEvent<HTMLInputElement>) => {
    onAdd(e.target.files);
    // The same photo may be chosen again (taken twice by mistake, removed, then wanted back).
    e.target.value = '';
  };
  return (
    <Box $invalid={invalid}>
      <Hint id={`${ids}-hint`}>{t('photosHint')}</Hint>
      <Pickers>
        {/* On a phone `capture` opens the camera: one page at a time, added below the others. */}
        <Picker $disabled={disabled} $primary>
          {t('takePhoto')}
          <VisuallyHidden>
            <input
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              disabled={disabled}
              aria-describedby={`${ids}-hint`}
              onChange={chosen}
              data-testid="notice-camera"
            />
          </VisuallyHidden>
        </Picker>
        <Picker $disabled={disabled}>
          {t('choosePhotos')}
          <VisuallyHidden>
            <input
              type="file"
              accept="image/*"
              multiple
              disabled={disabled}
              aria-describedby={`${ids}-hint`}
              onChange={chosen}
              data-testid="notice-photos"
            />
          </VisuallyHidden>
        </Picker>
      </Pickers>

      <Count aria-live="polite">{pages.length > 0 ? t('pageCount', { count: pages.length }) : t('noPages')}</Count>
      {pages.length > 0 && (
        <Pages aria-label={t('pagesList')}>
          {pages.map((page, i) => {
            const n = i + 1;
            return (
              <PageItem key={page.id}>
                <Thumb>
                  {page.url ? (
                    <img src={page.url} alt={t('pageAlt', { n, name: page.name })} />
                  ) : (
                    <span role="status">{t('preparing')}</span>
                  )}
                </Thumb>
                <strong>{t('page', { n })}</strong>
                <PageActions>
                  <Button
                    $variant="secondary"
                    $small
                    aria-label={t('moveUp', { n })}
                    disabled={disabled || i === 0}
                    onClick={() => onMove(page.id, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    $variant="secondary"
                    $small
                    aria-label={t('moveDown', { n })}
                    disabled={disabled || i === pages.length - 1}
                    onClick={() => onMove(page.id, 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    $variant="ghost"
                    $small
                    aria-label={t('remove', { n })}
                    disabled={disabled}
                    onClick={() => onRemove(page.id)}
                  >
                    {t('removeShort')}
                  </Button>
                </PageActions>
              </PageItem>
            );
          })}
        </Pages>
      )}
    </Box>
  );
}

const Box = styled.div<{ $invalid: boolean }>`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 2px dashed ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.background};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const Picker = styled.label<{ $disabled: boolean; $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 8px 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme, $primary }) => ($primary ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $primary }) => ($primary ? '#fff' : theme.color.primary)};
  font-weight: 600;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.mobile} {
    flex: 1 1 100%;
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Pages = styled.ol`
  display: grid;
  // Two pages side by side on a 360 px phone, more where there is room.
  grid-template-columns: repeat(auto-fill, minmax(112px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageItem = styled.li`
  display: grid;
  gap: 6px;
  justify-items: center;
  padding: 8px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Thumb = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.85rem;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const PageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px;
  button {
    min-width: 44px;
    min-height: 44px;
  }
`;

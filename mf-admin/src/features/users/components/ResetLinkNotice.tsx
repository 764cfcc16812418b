// A reset link just issued, shown once to the admin to pass on: the site sends no e-mail yet.
import { useState } from 'react';
import type { ResetLink } from '@gsvmc/shared-types';
import { Button, useLocale, useMessages } from '@gsvmc/shared-kit';
import { formatCollegeDateTime } from '@gsvmc/shared-kit/collegeTime';
import { userMessages } from '../messages';
import styled from 'styled-components';

export function ResetLinkNotice({ email, link, onClose }: { email: string; link: ResetLink; onClose: () => void }) {
  const url = new URL(link.url, window.location.origin).toString();
  const [copied, setCopied] = useState(false);
  const t = useMessages(userMessages);
  const locale = useLocale();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box role="status" aria-labelledby="reset-link-title">
      <h2 id="reset-link-title">{t('linkFor', { email })}</h2>
      <p>{t('linkExplain', { email, until: formatCollegeDateTime(link.expiresAt, locale) })}</p>
      <LinkText aria-label={t('resetLinkFor', { email })}>{url}</LinkText>
      <Row>
        <Button $small onClick={() => void copy()}>
          {copied ? t('copied') : t('copyLink')}
        </Button>
        <Button $small $variant="secondary" onClick={onClose}>
          {t('done')}
        </Button>
      </Row>
    </Box>
  );
}

const Box = styled.section`
  margin: 0 0 24px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.primaryLight};
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
`;

const LinkText = styled.code`
  display: block;
  padding: 8px;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.md};
  word-break: break-all;
  user-select: all;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 10px;
`;

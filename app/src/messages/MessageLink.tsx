import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { SysMessage } from '@srm/gateway/api';
import { Button } from '@srm/design-system';
import { useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { markReadAtom } from './messageAtoms';
import { linkTarget } from './messageRules';

export interface MessageLinkProps {
  message: Pick<SysMessage, 'id' | 'content' | 'link' | 'readStatus'>;
}

/**
 * A message's content as the thing to press (spec 01 §2.5): opening it marks it read (PUT
 * read/:id, then counts and lists reload) and follows its link: a route of the app through the
 * router, an http(s) address in a new window. Without a link it only marks the message read.
 */
export function MessageLink({ message }: MessageLinkProps) {
  const markRead = useSetAtom(markReadAtom);
  const target = linkTarget(message.link);
  // The layer already showed a failure's message; the list stays as it was.
  const open = () => void markRead(message).catch(() => undefined);
  const unread = message.readStatus === 0 || undefined;

  if (target.kind === 'internal') {
    return (
      <TextLink to={target.path} onClick={open} data-unread={unread}>
        {message.content}
      </TextLink>
    );
  }
  if (target.kind === 'external') {
    return (
      <TextAnchor href={target.url} target="_blank" rel="noopener noreferrer" onClick={open} data-unread={unread}>
        {message.content}
      </TextAnchor>
    );
  }
  return (
    <TextButton variant="link" onPress={open} data-unread={unread}>
      {message.content}
    </TextButton>
  );
}

function linkStyles(theme: Theme) {
  return css`
    text-align: left;
    overflow-wrap: anywhere;
    color: ${theme.colors.primary};
    text-decoration: none;
    &[data-unread] {
      font-weight: ${theme.fontWeights.medium};
    }
    &:hover {
      color: ${theme.colors.primaryHover};
      text-decoration: underline;
    }
    &:focus-visible {
      outline: none;
      border-radius: ${theme.radii.sm};
      box-shadow: ${theme.shadows.focus};
    }
  `;
}

const TextLink = styled(Link)(({ theme }) => linkStyles(theme));

const TextAnchor = styled.a(({ theme }) => linkStyles(theme));

// `&&`: above the Button's own height and wrapping, whichever style sheet comes first.
const TextButton = styled(Button)`
  && {
    height: auto;
    padding: 0;
    text-align: left;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  &&[data-unread] {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

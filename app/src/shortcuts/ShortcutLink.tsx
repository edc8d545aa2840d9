import type { ShortMenu } from '@srm/gateway/api';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { linkTarget } from '../messages/messageRules';

export interface ShortcutLinkProps {
  item: Pick<ShortMenu, 'menuName' | 'pathUrl'>;
  className?: string;
  /** Called when the link is followed (closes the popover holding it). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Content instead of the menu name (the name stays the link's text for assistive technology). */
  children?: ReactNode;
}

/**
 * A common function as a link to its menu's page: an app route through the router, an absolute
 * address in a new window. A menu without an address is plain text.
 */
export function ShortcutLink({ item, className, onClick, children }: ShortcutLinkProps) {
  const target = linkTarget(item.pathUrl);
  const content = children ?? item.menuName;
  if (target.kind === 'internal') {
    return (
      <Link to={target.path} className={className} onClick={onClick}>
        {content}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {content}
      </a>
    );
  }
  return <span className={className}>{content}</span>;
}

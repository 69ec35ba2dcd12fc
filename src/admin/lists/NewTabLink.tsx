import { Box, Link } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { MouseEventHandler, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A link to a stored file that opens in a new tab, and tells screen readers so. */
export function NewTabLink({
  href,
  onClick,
  children,
}: {
  href: string;
  onClick?: MouseEventHandler;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${translate('applications.opens_in_new_tab')}`}
      </Box>
    </Link>
  );
}

import { Box } from '@mui/material';
import type { Faq } from '../../../api/faq';
import { useTextLanguage } from '../../textLanguage';
import { SafeHtml } from '../ui/SafeHtml';
import { SiteIcon } from '../ui/SiteIcon';
import { chevronDownIcon } from '../ui/icons/chevronDownIcon';

/**
 * One question of About Us; each opens and closes on its own, independently of the others. A
 * `<details>`: it works from the first paint, before the page's scripts have run or without them,
 * and a press made meanwhile is kept (React never sets its `open`).
 */
export function FaqAccordion({ item, number }: { item: Faq; number: number }) {
  const id = `faq-${item.id}`;
  const { langOf } = useTextLanguage();
  return (
    <Box
      component="details"
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 1, borderColor: 'divider' },
        '& .faq-expand': { color: 'action.active', transition: 'transform 150ms' },
        '&[open] .faq-expand': { transform: 'rotate(180deg)' },
      }}
    >
      <Box
        component="summary"
        id={`${id}-header`}
        sx={{
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          minHeight: 48,
          px: 2,
          py: 1.5,
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box component="h3" sx={{ m: 0, flex: 1, fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 }}>
          {number}. <span lang={langOf(item, 'question')}>{item.question}</span>
        </Box>
        <SiteIcon drawing={chevronDownIcon} className="faq-expand" />
      </Box>
      <Box id={`${id}-content`} lang={langOf(item, 'answer')} sx={{ px: 2, pb: 2, typography: 'body1' }}>
        <SafeHtml html={item.answer} />
      </Box>
    </Box>
  );
}

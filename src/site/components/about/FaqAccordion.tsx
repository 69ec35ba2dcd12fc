import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import type { Faq } from '../../../api/faq';
import { useTextLanguage } from '../../textLanguage';
import { SafeHtml } from '../ui/SafeHtml';

/** One question of About Us; each opens and closes on its own, independently of the others. */
export function FaqAccordion({ item, number }: { item: Faq; number: number }) {
  const id = `faq-${item.id}`;
  const { langOf } = useTextLanguage();
  return (
    <Accordion disableGutters slotProps={{ heading: { component: 'h3' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {number}. <span lang={langOf(item, 'question')}>{item.question}</span>
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} lang={langOf(item, 'answer')}>
        <SafeHtml html={item.answer} />
      </AccordionDetails>
    </Accordion>
  );
}

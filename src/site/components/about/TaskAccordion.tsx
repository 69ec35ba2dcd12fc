import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AboutTask } from '../../content/aboutTasks';

/** One task of the park; each opens and closes on its own, independently of the others. */
export function TaskAccordion({ task, number }: { task: AboutTask; number: number }) {
  const { t } = useTranslation('about');
  const id = `task-${task}`;
  return (
    <Accordion disableGutters slotProps={{ heading: { component: 'h3' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {number}. {t(`tasks.${task}.title`)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        <Typography>{t(`tasks.${task}.text`)}</Typography>
      </AccordionDetails>
    </Accordion>
  );
}

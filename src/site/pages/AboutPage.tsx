import { Box, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TaskAccordion } from '../components/about/TaskAccordion';
import { PageFrame } from '../components/frame/PageFrame';
import { ABOUT_TASKS } from '../content/aboutTasks';

/** /about-us: what the park is for, and its sixteen tasks. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <PageFrame ns="about">
      <Container sx={{ py: 6 }}>
        <Box sx={{ maxWidth: '75ch', mb: 5 }}>
          <Typography variant="h2" gutterBottom>
            {t('intro.heading')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('intro.first')}</Typography>
          <Typography>{t('intro.second')}</Typography>
        </Box>
        <Typography variant="h2" gutterBottom>
          {t('tasksHeading')}
        </Typography>
        <div>
          {ABOUT_TASKS.map((task, index) => (
            <TaskAccordion key={task} task={task} number={index + 1} />
          ))}
        </div>
      </Container>
    </PageFrame>
  );
}

import { Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '2rem' }} gutterBottom>
        404: page not found
      </Typography>
      <Button variant="contained" onClick={() => navigate(-1)}>
        Go back
      </Button>
    </>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A title and a text in the widget body: the empty view and the unsupported view. */
export function WidgetMessage({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ textAlign: 'center', py: 5, px: 3 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

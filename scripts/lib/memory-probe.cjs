// Loaded with --require by `npm run bench` only: on SIGUSR2 the server prints its memory, so the
// bench can report idle RSS and heap after load without anything in the site itself.
process.on('SIGUSR2', () => {
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  process.stdout.write(`memory ${JSON.stringify({ rss, heapUsed, heapTotal })}\n`);
});

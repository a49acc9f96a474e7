// Run as a worker at start-up: the browser loads the locale's date data with the first date formatter
// made in its process, and keeps it. Made here, that load runs off the page's main thread.
new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(0);
close();

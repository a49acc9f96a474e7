/** Environment for message tests: providers set (nothing is sent unless a test runs the sender). */
export const SMS_ENV = {
  SMS_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  SMS_AUTH_TOKEN: 'test-auth-token',
  SMS_FROM: '+12065550199',
  SMS_API_URL: 'http://127.0.0.1:9',
  MESSAGE_QUIET_HOURS: 'off',
  PUBLIC_URL: 'https://bins.example.org',
};

/** A quiet-hours window that contains the current business time (two hours from this hour). */
export function quietWindowAroundNow(timeZone: string, now = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now).slice(0, 2),
  );
  const pad = (h: number) => String(h % 24).padStart(2, '0');
  return `${pad(hour)}:00-${pad(hour + 2)}:00`;
}

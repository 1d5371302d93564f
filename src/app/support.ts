/** Where the error screen's contact-support link writes to. */
export const SUPPORT_EMAIL = 'support@content.example.com';

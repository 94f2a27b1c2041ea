/** The product name every message carries in its subject and signature. */
export const PRODUCT_NAME = 'Clearcall';

/** A message ready for the outbox; `links` and `codes` are what the outbox log shows. */
export type MailContent = {
  subject: string;
  text: string;
  html: string;
  links: string[];
  codes: string[];
};

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type Body = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  code?: string;
  footer?: string;
};

/** Builds the plain-text and HTML versions of one message from the same parts. */
function compose(body: Body): MailContent {
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(body.code ? [body.code, ''] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.footer ? [body.footer, ''] : []),
    `— The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; color: #1f2933; line-height: 1.5">',
    `<h1 style="font-size: 20px">${PRODUCT_NAME}</h1>`,
    `<p>${escapeHtml(body.greeting)}</p>`,
    ...body.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    body.code
      ? `<p style="font-size: 28px; letter-spacing: 6px; font-weight: bold">${escapeHtml(body.code)}</p>`
      : '',
    body.action
      ? `<p><a href="${escapeHtml(body.action.url)}">${escapeHtml(body.action.label)}</a></p>` +
        `<p style="font-size: 12px">${escapeHtml(body.action.url)}</p>`
      : '',
    body.footer ? `<p style="font-size: 12px">${escapeHtml(body.footer)}</p>` : '',
    `<p>— The ${PRODUCT_NAME} team</p>`,
    '</body></html>',
  ].join('');
  return {
    subject: body.subject,
    text,
    html,
    links: body.action ? [body.action.url] : [],
    codes: body.code ? [body.code] : [],
  };
}

/** The account-setup link of a registration request or an admin invite. */
export function invitationMail(options: {
  signUpUrl: string;
  firstName?: string | null;
  isAdminInvite: boolean;
}): MailContent {
  return compose({
    subject: options.isAdminInvite
      ? `You are invited to ${PRODUCT_NAME}`
      : `Set up your ${PRODUCT_NAME} account`,
    greeting: options.firstName ? `Hello ${options.firstName},` : 'Hello,',
    paragraphs: [
      options.isAdminInvite
        ? `You have been invited to ${PRODUCT_NAME}, no-noise company insights from earnings calls, news and filings.`
        : `Thanks for your interest in ${PRODUCT_NAME}. Finish setting up your account with the link below.`,
      'The link works once and expires in 7 days.',
    ],
    action: { label: 'Set up your account', url: options.signUpUrl },
    footer: 'If you did not ask for this, you can ignore this e-mail.',
  });
}

/** Sent instead of an invitation when someone registers an address that already has an account. */
export function accountExistsMail(options: { loginUrl: string; resetUrl: string }): MailContent {
  return compose({
    subject: `Your ${PRODUCT_NAME} account`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone asked to register this e-mail address with ${PRODUCT_NAME}, but it already has an account.`,
      `If you forgot your password, you can reset it at ${options.resetUrl}.`,
    ],
    action: { label: 'Sign in', url: options.loginUrl },
    footer: 'If this was not you, no action is needed: your account is unchanged.',
  });
}

/** The password reset link. */
export function passwordResetMail(options: { resetUrl: string; firstName: string }): MailContent {
  return compose({
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hello ${options.firstName},`,
    paragraphs: [
      'We received a request to reset your password. The link works once and expires in 1 hour.',
    ],
    action: { label: 'Reset your password', url: options.resetUrl },
    footer: 'If you did not ask for this, you can ignore this e-mail; your password is unchanged.',
  });
}

/**
 * Asks the owner of an address to confirm a single sign-on that used it: the provider did not
 * verify the address, so nothing is linked or created until the owner follows the link.
 */
export function ssoConfirmationMail(options: {
  confirmUrl: string;
  providerLabel: string;
}): MailContent {
  return compose({
    subject: `Confirm your e-mail address to sign in to ${PRODUCT_NAME} with ${options.providerLabel}`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone just signed in to ${PRODUCT_NAME} with ${options.providerLabel} using this e-mail address. ${options.providerLabel} did not confirm that the address belongs to them.`,
      `If that was you, confirm the address below: your ${options.providerLabel} sign-in will then open the ${PRODUCT_NAME} account of this address. The link works once and expires in 1 hour.`,
    ],
    action: { label: 'Confirm and sign in', url: options.confirmUrl },
    footer: `If this was not you, ignore this e-mail: nothing is linked to your ${PRODUCT_NAME} account unless you confirm.`,
  });
}

/** Tells a user their password was changed from the account settings. */
export function passwordChangedMail(options: {
  firstName: string;
  forgotPasswordUrl: string;
}): MailContent {
  return compose({
    subject: `Your ${PRODUCT_NAME} password was changed`,
    greeting: `Hello ${options.firstName},`,
    paragraphs: [
      'The password of your account was just changed, and every other device was signed out.',
      'If that was you, there is nothing more to do.',
    ],
    action: { label: 'Not you? Reset your password', url: options.forgotPasswordUrl },
    footer: 'Reset links sent before this change no longer work.',
  });
}

/** The six-digit sign-in passcode. */
export function passcodeMail(options: { code: string; firstName: string }): MailContent {
  return compose({
    subject: `Your ${PRODUCT_NAME} sign-in passcode`,
    greeting: `Hello ${options.firstName},`,
    paragraphs: ['Enter this passcode to finish signing in. It expires in 10 minutes.'],
    code: options.code,
    footer: 'If you did not try to sign in, change your password.',
  });
}

/** Tells a user their account has been activated. */
export function activationMail(options: { loginUrl: string; firstName: string }): MailContent {
  return compose({
    subject: `Your ${PRODUCT_NAME} account is active`,
    greeting: `Hello ${options.firstName},`,
    paragraphs: [
      `Good news: your ${PRODUCT_NAME} account has been activated. You can sign in now.`,
    ],
    action: { label: 'Sign in', url: options.loginUrl },
  });
}

/** Tells a user that the upgrade they asked for (premium, or more tabs) has been granted. */
export function accessGrantedMail(options: { loginUrl: string; firstName: string }): MailContent {
  return compose({
    subject: `Your ${PRODUCT_NAME} upgrade is ready`,
    greeting: `Hello ${options.firstName},`,
    paragraphs: [
      'Your upgrade has been granted: the tabs it opens are waiting for you the next time you sign in or refresh.',
    ],
    action: { label: 'Open Clearcall', url: options.loginUrl },
  });
}

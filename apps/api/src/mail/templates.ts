import type { Language, ResetPurpose } from '@dossel/api-client';

import type { MailContent } from './mailer';

interface LinkMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
}

/**
 * The e-mails with a password link, in the product's three languages. Only the server sends them, so
 * their texts live here rather than in api-client's locales. `{name}`, `{product}`, `{minutes}` and `{hours}`
 * are filled in by `passwordLinkMail`.
 */
const TEXTS: Record<Language, Record<ResetPurpose, LinkMailTexts>> = {
  'pt-BR': {
    reset: {
      subject: 'Recuperação de senha — {product}',
      greeting: 'Olá, {name}.',
      intro:
        'Recebemos um pedido para redefinir a senha da sua conta. Para criar uma nova senha, acesse o link abaixo:',
      action: 'Criar nova senha',
      validity: 'O link vale por {minutes} minutos e só pode ser usado uma vez.',
      ignore: 'Se você não pediu a recuperação, ignore esta mensagem: sua senha continua a mesma.',
    },
    firstAccess: {
      subject: 'Crie sua senha — {product}',
      greeting: 'Olá, {name}.',
      intro:
        'Uma conta foi criada para você no Portal do Cliente {product}. Para criar sua senha e fazer o primeiro acesso, acesse o link abaixo:',
      action: 'Criar minha senha',
      validity: 'O link vale por {hours} horas e só pode ser usado uma vez.',
      ignore: 'Se você não esperava esta mensagem, ignore-a.',
    },
  },
  'en-US': {
    reset: {
      subject: 'Password recovery — {product}',
      greeting: 'Hello, {name}.',
      intro:
        'We received a request to reset the password of your account. To create a new password, open the link below:',
      action: 'Create a new password',
      validity: 'The link works for {minutes} minutes and only once.',
      ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
    },
    firstAccess: {
      subject: 'Create your password — {product}',
      greeting: 'Hello, {name}.',
      intro:
        'An account was created for you on the {product} Customer Portal. To create your password and sign in for the first time, open the link below:',
      action: 'Create my password',
      validity: 'The link works for {hours} hours and only once.',
      ignore: 'If you did not expect this message, ignore it.',
    },
  },
  es: {
    reset: {
      subject: 'Recuperación de contraseña — {product}',
      greeting: 'Hola, {name}.',
      intro:
        'Recibimos una solicitud para restablecer la contraseña de su cuenta. Para crear una nueva contraseña, acceda al enlace a continuación:',
      action: 'Crear nueva contraseña',
      validity: 'El enlace es válido por {minutes} minutos y solo puede usarse una vez.',
      ignore:
        'Si usted no solicitó la recuperación, ignore este mensaje: su contraseña sigue siendo la misma.',
    },
    firstAccess: {
      subject: 'Cree su contraseña — {product}',
      greeting: 'Hola, {name}.',
      intro:
        'Se creó una cuenta para usted en el Portal del Cliente {product}. Para crear su contraseña y acceder por primera vez, acceda al enlace a continuación:',
      action: 'Crear mi contraseña',
      validity: 'El enlace es válido por {hours} horas y solo puede usarse una vez.',
      ignore: 'Si no esperaba este mensaje, ignórelo.',
    },
  },
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The e-mail that carries a reset or first-access link, as plain text and HTML. */
export function passwordLinkMail(
  purpose: ResetPurpose,
  language: Language,
  details: { name: string; product: string; link: string; validMinutes: number },
): MailContent {
  const values = {
    name: details.name,
    product: details.product,
    minutes: String(details.validMinutes),
    hours: String(Math.round(details.validMinutes / 60)),
  };
  const texts = TEXTS[language][purpose];
  const [subject, greeting, intro, action, validity, ignore] = [
    texts.subject,
    texts.greeting,
    texts.intro,
    texts.action,
    texts.validity,
    texts.ignore,
  ].map((text) => fill(text, values)) as [string, string, string, string, string, string];
  const link = escapeHtml(details.link);
  return {
    subject,
    text: [greeting, '', intro, '', details.link, '', validity, ignore, '', details.product].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${link}">${escapeHtml(action)}</a></p>`,
      `<p>${link}</p>`,
      `<p>${escapeHtml(validity)}<br>${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(details.product)}</p>`,
    ].join('\n'),
  };
}

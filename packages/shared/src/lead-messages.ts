import type { Lang } from './lang.js';
import type { LeadMessageKey } from './lead.js';

/**
 * Here, not in the web app's locale files, because the API answers them too, in the request's
 * language. The Spanish texts are the studio's own wording, and their names are the messages'.
 */
const es = {
  project_type: 'Selecciona un tipo de proyecto',
  web_purpose: 'Selecciona para qué quieres tu web',
  industry: 'Indica tu sector o industria',
  product_type: 'Indica qué vendes',
  products_count: 'Indica cuántos productos aproximadamente',
  saas_description: 'Describe tu idea en 2-3 líneas',
  mobile_platforms: 'Selecciona al menos una plataforma',
  mobile_description: 'Describe tu idea en 2-3 líneas',
  security_services: 'Selecciona al menos un servicio',
  name: 'Nombre requerido',
  email: 'Email válido requerido',
  consent: 'Debes aceptar términos y privacidad',
  company: 'Indica el nombre de tu empresa',
  phone: 'Indica un teléfono válido (números, espacios y + - ( ), hasta 30 caracteres)',
  invalid_option: 'Selecciona una opción de la lista',
  too_long: 'El texto es demasiado largo',
  general: 'Error al enviar. Inténtalo de nuevo.',
  network: 'Error de conexión. Revisa tu conexión a internet.',
  validation: 'Completa todos los campos obligatorios.',
  rate_limited: 'Demasiadas solicitudes. Inténtalo de nuevo en un minuto.',
  conversation: 'No hemos podido adjuntar la conversación: borra el chat y vuelve a preguntar.',
  privacy_consent: 'Debes aceptar la política de privacidad',
};

export type LeadMessageName = keyof typeof es;
export const LEAD_MESSAGE_KEYS = Object.keys(es) as LeadMessageName[];

export const LEAD_MESSAGES: Readonly<Record<Lang, Readonly<Record<LeadMessageName, string>>>> = {
  es,
  ca: {
    project_type: 'Selecciona un tipus de projecte',
    web_purpose: 'Selecciona per a què vols el teu web',
    industry: 'Indica el teu sector o indústria',
    product_type: 'Indica què vens',
    products_count: 'Indica quants productes aproximadament',
    saas_description: 'Descriu la teva idea en 2-3 línies',
    mobile_platforms: 'Selecciona almenys una plataforma',
    mobile_description: 'Descriu la teva idea en 2-3 línies',
    security_services: 'Selecciona almenys un servei',
    name: 'Cal indicar el nom',
    email: 'Cal un correu electrònic vàlid',
    consent: 'Has d’acceptar els termes i la privacitat',
    company: 'Indica el nom de la teva empresa',
    phone: 'Indica un telèfon vàlid (números, espais i + - ( ), fins a 30 caràcters)',
    invalid_option: 'Selecciona una opció de la llista',
    too_long: 'El text és massa llarg',
    general: 'Error en enviar. Torna-ho a provar.',
    network: 'Error de connexió. Revisa la connexió a internet.',
    validation: 'Completa tots els camps obligatoris.',
    rate_limited: 'Massa sol·licituds. Torna-ho a provar d’aquí a un minut.',
    conversation: 'No hem pogut adjuntar la conversa: esborra el xat i torna a preguntar.',
    privacy_consent: 'Has d’acceptar la política de privacitat',
  },
  en: {
    project_type: 'Select a project type',
    web_purpose: 'Select what you want your website for',
    industry: 'Tell us your sector or industry',
    product_type: 'Tell us what you sell',
    products_count: 'Tell us roughly how many products',
    saas_description: 'Describe your idea in 2-3 lines',
    mobile_platforms: 'Select at least one platform',
    mobile_description: 'Describe your idea in 2-3 lines',
    security_services: 'Select at least one service',
    name: 'Name required',
    email: 'Valid email required',
    consent: 'You must accept the terms and privacy policy',
    company: 'Enter your company name',
    phone: 'Enter a valid phone number (digits, spaces and + - ( ), up to 30 characters)',
    invalid_option: 'Select an option from the list',
    too_long: 'The text is too long',
    general: 'Error sending. Please try again.',
    network: 'Connection error. Check your internet.',
    validation: 'Please complete all required fields.',
    rate_limited: 'Too many requests. Please try again in a minute.',
    conversation: 'We could not attach the conversation: clear the chat and ask again.',
    privacy_consent: 'You must accept the privacy policy',
  },
};

export function leadMessage(messageKey: LeadMessageKey, lang: Lang): string {
  const name = messageKey.slice('lead.errors.'.length) as LeadMessageName;
  return LEAD_MESSAGES[lang][name];
}

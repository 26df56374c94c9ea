import type { TFunction } from 'i18next';

/** A customer's label dictionary is part of its record: its words arrive as `labels.<field>`. */
const LABEL_PREFIX = 'labels.';
/** So are its wood prices (issue 15): `woodPrice.<from date>`. */
const WOOD_PRICE_PREFIX = 'woodPrice.';

/** The fields the API records (apps/api/src/repositories/audit/snapshots.ts), by their labels. */
const FIELD_LABELS: Record<string, (t: TFunction) => string> = {
  name: (t) => t('registers.audit.fields.name'),
  document: (t) => t('registers.audit.fields.document'),
  emailDomain: (t) => t('registers.audit.fields.emailDomain'),
  customerGroup: (t) => t('registers.audit.fields.customerGroup'),
  gloc1: (t) => t('registers.audit.fields.gloc1'),
  gloc2: (t) => t('registers.audit.fields.gloc2'),
  gloc3: (t) => t('registers.audit.fields.gloc3'),
  gloc4: (t) => t('registers.audit.fields.gloc4'),
  gloc5: (t) => t('registers.audit.fields.gloc5'),
  glocpadrao: (t) => t('registers.audit.fields.glocpadrao'),
  code: (t) => t('registers.audit.fields.code'),
  contractExpiration: (t) => t('registers.audit.fields.contractExpiration'),
  email: (t) => t('registers.audit.fields.email'),
  servicesAdmin: (t) => t('registers.audit.fields.servicesAdmin'),
  mainCustomer: (t) => t('registers.audit.fields.mainCustomer'),
  customers: (t) => t('registers.audit.fields.customers'),
  services: (t) => t('registers.audit.fields.services'),
  password: (t) => t('registers.audit.fields.password'),
  description: (t) => t('registers.audit.fields.description'),
  extension: (t) => t('registers.audit.fields.extension'),
  customer: (t) => t('registers.audit.fields.customer'),
  documentType: (t) => t('registers.audit.fields.documentType'),
  documentCategory: (t) => t('registers.audit.fields.documentCategory'),
  documentSubject: (t) => t('registers.audit.fields.documentSubject'),
  file: (t) => t('registers.audit.fields.file'),
  fileContent: (t) => t('registers.audit.fields.fileContent'),
  data: (t) => t('registers.audit.fields.data'),
  ima7: (t) => t('registers.audit.fields.ima7'),
  performance: (t) => t('registers.audit.fields.performance'),
  impacto_clima: (t) => t('registers.audit.fields.impacto_clima'),
  prefix: (t) => t('registers.audit.fields.prefix'),
  scopes: (t) => t('registers.audit.fields.scopes'),
  expiresAt: (t) => t('registers.audit.fields.expiresAt'),
  revokedAt: (t) => t('registers.audit.fields.revokedAt'),
};

/** A field's label; one the portal does not know yet shows as the API names it rather than not at all. */
export function fieldLabel(field: string, t: TFunction): string {
  if (field.startsWith(LABEL_PREFIX)) {
    return t('registers.audit.fields.label', { field: field.slice(LABEL_PREFIX.length) });
  }
  if (field.startsWith(WOOD_PRICE_PREFIX)) {
    return t('registers.audit.fields.woodPrice', { date: field.slice(WOOD_PRICE_PREFIX.length) });
  }
  return FIELD_LABELS[field]?.(t) ?? field;
}

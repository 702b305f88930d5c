import type { Translate } from '../../../i18n/i18n.tsx';
import type { ConstraintView } from './schemaView.ts';

/** A constraint in the reader's language; a pattern's label only (the pattern itself is code). */
export function constraintText(c: ConstraintView, t: Translate): string {
  switch (c.kind) {
    case 'range': return t('schema.range', { min: c.min, max: c.max });
    case 'minimum': return t('schema.minimum', { value: c.value });
    case 'maximum': return t('schema.maximum', { value: c.value });
    case 'exclusiveMinimum': return t('schema.exclusiveMinimum', { value: c.value });
    case 'exclusiveMaximum': return t('schema.exclusiveMaximum', { value: c.value });
    case 'multipleOf': return t('schema.multipleOf', { value: c.value });
    case 'lengthRange': return t('schema.lengthRange', { min: c.min, max: c.max });
    case 'lengthExact': return t('schema.lengthExact', { count: c.count });
    case 'minLength': return t('schema.minLength', { count: c.count });
    case 'maxLength': return t('schema.maxLength', { count: c.count });
    case 'itemsRange': return t('schema.itemsRange', { min: c.min, max: c.max });
    case 'itemsExact': return t('schema.itemsExact', { count: c.count });
    case 'minItems': return t('schema.minItems', { count: c.count });
    case 'maxItems': return t('schema.maxItems', { count: c.count });
    case 'propertiesRange': return t('schema.propertiesRange', { min: c.min, max: c.max });
    case 'propertiesExact': return t('schema.propertiesExact', { count: c.count });
    case 'minProperties': return t('schema.minProperties', { count: c.count });
    case 'maxProperties': return t('schema.maxProperties', { count: c.count });
    case 'uniqueItems': return t('schema.uniqueItems');
    case 'pattern': return t('schema.pattern');
  }
}

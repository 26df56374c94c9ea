// What a form shows when someone else saved the record first (issue 14, "no edit lost silently"; the
// rule is api-client's record-versions.ts): field by field, the value stored now and the one typed here.
// Fields are compared and named as the form itself shows them: by their names in the form, their labels,
// and for choices the option's or the box's own text, so every register gets this without a word of setup.

/** One field whose stored value is not the one typed in the form. */
export interface ConflictingField {
  /** The field's name in the form (`name`, `services_json.2`). */
  name: string;
  /** Its label as the form shows it ('Nome', 'Serviços de Florestal Vale Verde'). */
  label: string;
  /** The value stored now, as the form would show it; '' when empty. */
  theirs: string;
  /** The value typed in the form; '' when empty. */
  yours: string;
}

type Values = Record<string, unknown>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The values of a form field: its texts, blanks left out (an empty field and an unticked box are alike). */
type FieldValues = string[];

/** Fields whose value is typed or chosen (not buttons, hidden values or files, which a form cannot refill). */
function namedFields(form: HTMLFormElement): FieldElement[] {
  return Array.from(form.elements).filter(
    (element): element is FieldElement =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.name !== '' &&
      !element.name.startsWith('__') &&
      !['hidden', 'file', 'submit', 'button', 'reset'].includes(element.type),
  );
}

/** The form's values by field name, as a submission sends them. */
export function typedValues(form: HTMLFormElement): Map<string, FieldValues> {
  const values = new Map<string, FieldValues>();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    values.set(name, [...(values.get(name) ?? []), value.trim()]);
  }
  return values;
}

/** A record's values (as the form's `defaultValue`) under the names the form gives its fields. */
export function storedValues(values: Values): Map<string, FieldValues> {
  const flat = new Map<string, FieldValues>();
  const visit = (value: unknown, name: string) => {
    if (value === null || value === undefined || value === false) return;
    if (value === true) flat.set(name, ['on']);
    else if (Array.isArray(value)) {
      const texts = value.filter((item) => item !== null && item !== undefined).map(String);
      if (texts.length > 0) flat.set(name, texts);
    } else if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit(inner, `${name}.${key}`);
    } else if (String(value).trim() !== '') flat.set(name, [String(value).trim()]);
  };
  for (const [key, value] of Object.entries(values)) visit(value, key);
  return flat;
}

/** Whether two values of a field are the same: in any order, '12.50' and '12.5' alike. */
function sameValues(a: FieldValues, b: FieldValues): boolean {
  if (a.length !== b.length) return false;
  const key = (value: string) => {
    const number = Number(value);
    return Number.isFinite(number) ? String(number) : value;
  };
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((value, index) => value === right[index]);
}

/** A label's text without the required mark Mantine adds to it. */
function labelText(label: Element | null | undefined): string | undefined {
  if (!label) return undefined;
  const copy = label.cloneNode(true) as Element;
  for (const hidden of Array.from(copy.querySelectorAll('[aria-hidden="true"]'))) hidden.remove();
  return copy.textContent?.trim() || undefined;
}

/** How the form names a field: a group of boxes by its fieldset's legend, any other field by its label. */
function fieldLabel(elements: FieldElement[], name: string): string {
  const [first] = elements;
  if (!first) return name;
  const grouped = elements.length > 1 && (first.type === 'checkbox' || first.type === 'radio');
  if (grouped) return labelText(first.closest('fieldset')?.querySelector('legend')) ?? name;
  return labelText(first.labels?.[0]) ?? name;
}

/** A value as the form shows it: a choice by its option's or box's text, a single box as yes or no. */
function shownValue(elements: FieldElement[], values: FieldValues, yesNo: [string, string]): string {
  const [first] = elements;
  if (!first) return values.join(', ');
  if (first instanceof HTMLSelectElement) {
    return values
      .map((value) => Array.from(first.options).find((option) => option.value === value)?.text ?? value)
      .join(', ');
  }
  if (first.type === 'checkbox' || first.type === 'radio') {
    if (elements.length === 1 && first.type === 'checkbox') return values.length > 0 ? yesNo[0] : yesNo[1];
    return values
      .map((value) => labelText(elements.find((box) => box.value === value)?.labels?.[0]) ?? value)
      .join(', ');
  }
  return values.join(', ');
}

/**
 * The fields of `form` whose stored value (`theirs`, the record read again, as form values) is not the one
 * typed in it, in the form's order, labelled and shown as the form shows them. `yesNo` names a single
 * box's two states.
 */
export function conflictingFields(
  form: HTMLFormElement,
  theirs: Values,
  yesNo: [yes: string, no: string],
): ConflictingField[] {
  const typed = typedValues(form);
  const stored = storedValues(theirs);
  const byName = new Map<string, FieldElement[]>();
  for (const element of namedFields(form))
    byName.set(element.name, [...(byName.get(element.name) ?? []), element]);
  const fields: ConflictingField[] = [];
  for (const [name, elements] of byName) {
    const yours = typed.get(name) ?? [];
    const theirsValues = stored.get(name) ?? [];
    if (sameValues(yours, theirsValues)) continue;
    fields.push({
      name,
      label: fieldLabel(elements, name),
      theirs: shownValue(elements, theirsValues, yesNo),
      yours: shownValue(elements, yours, yesNo),
    });
  }
  return fields;
}

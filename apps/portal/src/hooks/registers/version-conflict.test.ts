import { afterEach, describe, expect, it } from 'vitest';

import { conflictingFields, storedValues } from './version-conflict';

const YES_NO: [string, string] = ['Sim', 'Não'];

/** A form as the register forms draw theirs: labelled inputs, a select, a single box, a group of boxes. */
function userForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <label for="name">Nome<span aria-hidden="true"> *</span></label>
    <input id="name" name="name" value="Ana Souza" />
    <label for="main">Cliente principal</label>
    <select id="main" name="mainCustomerId">
      <option value="">--</option>
      <option value="1">Reflorestadora Serra Azul</option>
      <option value="2" selected>Florestal Vale Verde</option>
    </select>
    <label for="cost">Custo atual (R$)</label>
    <input id="cost" name="custo_atual" type="number" value="12.50" />
    <fieldset>
      <legend>Clientes vinculados</legend>
      <input id="c1" type="checkbox" name="customers" value="1" checked /><label for="c1">Serra Azul</label>
      <input id="c3" type="checkbox" name="customers" value="3" /><label for="c3">Agro Cerrado</label>
    </fieldset>
    <input id="admin" type="checkbox" name="servicesAdmin" /><label for="admin">Administrador de serviços</label>
    <textarea id="notes" name="observacoes"></textarea><label for="notes">Observações</label>
    <input type="hidden" name="__intent__" value="x" />
    <button type="submit">Salvar</button>`;
  document.body.append(form);
  return form;
}

afterEach(() => document.body.replaceChildren());

describe('what differs between the stored record and the typing', () => {
  it('names each field by its label and shows values as the form does: options, boxes, yes and no', () => {
    const fields = conflictingFields(
      userForm(),
      {
        name: 'Ana Souza Lima',
        mainCustomerId: 1,
        custo_atual: 12.5,
        customers: [1, 3],
        servicesAdmin: true,
        observacoes: null,
      },
      YES_NO,
    );
    expect(fields).toEqual([
      { name: 'name', label: 'Nome', theirs: 'Ana Souza Lima', yours: 'Ana Souza' },
      {
        name: 'mainCustomerId',
        label: 'Cliente principal',
        theirs: 'Reflorestadora Serra Azul',
        yours: 'Florestal Vale Verde',
      },
      {
        name: 'customers',
        label: 'Clientes vinculados',
        theirs: 'Serra Azul, Agro Cerrado',
        yours: 'Serra Azul',
      },
      { name: 'servicesAdmin', label: 'Administrador de serviços', theirs: 'Sim', yours: 'Não' },
    ]);
  });

  it('leaves out fields both sides agree on: 12.5 and 12.50, null and empty, any order of boxes', () => {
    const form = userForm();
    const fields = conflictingFields(
      form,
      {
        name: 'Ana Souza',
        mainCustomerId: 2,
        custo_atual: 12.5,
        customers: [1],
        servicesAdmin: false,
        observacoes: '',
      },
      YES_NO,
    );
    expect(fields).toEqual([]);
  });

  it('says an emptied field is empty, for the notice to word it', () => {
    const form = userForm();
    (form.elements.namedItem('name') as HTMLInputElement).value = '';
    const [field] = conflictingFields(
      form,
      { name: 'Ana Souza', mainCustomerId: 2, custo_atual: 12.5, customers: [1] },
      YES_NO,
    );
    expect(field).toEqual({ name: 'name', label: 'Nome', theirs: 'Ana Souza', yours: '' });
  });

  it("flattens a record's values under the names the form gives its fields", () => {
    expect(
      storedValues({ services_json: { '1': [1, 2], '2': [] }, servicesAdmin: true, code: null }),
    ).toEqual(
      new Map([
        ['services_json.1', ['1', '2']],
        ['servicesAdmin', ['on']],
      ]),
    );
  });
});

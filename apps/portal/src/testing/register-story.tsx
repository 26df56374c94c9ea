// What the registers' stories share: the screen in the app's frame, signed in as staff, on a fake
// server; and the standard stories of every list and every form (issue 6: each state, each language).
import type { Language } from '@dossel/api-client';
import { apiError, neverSettles, type FakeRoutes } from '@dossel/api-client/testing';
import type { Decorator } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { StoryRouter, withPortalTexts } from './story-helpers';
import { signedInAs, withFakeClient } from './report-story';
import { AppLayout } from '../app/shell/components/app-layout';
import { fakeRegister, type FakeRegister, type FakeRow } from './fake-register';
import { emptyHistory, fakeStaff } from './staff-session';

/** A register's screen routed at `patterns` (its list, or its new and edit paths), opened at `path`. */
function inApp(patterns: string[], path: string, Page: ComponentType): Decorator {
  return (_, { parameters }) => (
    <StoryRouter
      path={typeof parameters.path === 'string' ? parameters.path : path}
      routes={[
        {
          element: <AppLayout />,
          children: patterns.map((pattern) => ({ path: pattern, element: <Page /> })),
        },
      ]}
    />
  );
}

/** A register's screens as `config/paths.ts` names them (its list, new and edit paths). */
interface RegisterPaths {
  path: string;
  href: () => string;
  newPath: string;
  newHref: () => string;
  editPath: string;
}

/** What a register screen's `meta` shares: the screen in the app's frame, staff signed in, a fake server. */
function registerStoryMeta(patterns: string[], path: string, Page: ComponentType, routes: FakeRoutes) {
  return {
    decorators: [inApp(patterns, path, Page), withPortalTexts],
    beforeEach: signedInAs(fakeStaff),
    parameters: { layout: 'fullscreen', ...withFakeClient({ ...routes, ...emptyHistory }) },
  };
}

/** The `meta` of a register's list stories: spread it in, with the file's `title` and `component`. */
export const registerListMeta = (register: RegisterPaths, Page: ComponentType, routes: FakeRoutes) =>
  registerStoryMeta([register.path], register.href(), Page, routes);

/** The `meta` of a staff screen of one path that is no register (no new or edit form). */
export const staffScreenMeta = (
  screen: { path: string; href: () => string },
  Page: ComponentType,
  routes: FakeRoutes,
) => registerStoryMeta([screen.path], screen.href(), Page, routes);

/** The `meta` of a register's form stories (opened new; `parameters.path` opens an edit link). */
export const registerFormMeta = (register: RegisterPaths, Page: ComponentType, routes: FakeRoutes) =>
  registerStoryMeta([register.newPath, register.editPath], register.newHref(), Page, routes);

/** Picks `option` in the select named `name` once its choices have loaded. */
export async function chooseOption(name: string, option: string) {
  // The select is drawn anew once its choices arrive: look it up again rather than keep the first one.
  const select = () => screen.getByRole('combobox', { name });
  await waitFor(() => expect(select()).toBeEnabled());
  await userEvent.selectOptions(select(), option);
}

export interface ListStoriesConfig<Row extends FakeRow> {
  /** The register's API path, e.g. '/register/customer-groups'. */
  api: string;
  /** Where the list reads its rows when not at `api` (answer it in `lookups`). @default api */
  list?: string;
  rows: Row[];
  /** The row the delete stories use: its id and the name its buttons say. */
  sample: { id: number; label: string };
  /** Why the server refuses to delete the sample (a 409's first message). */
  refusal: string;
  /** The page's h1 in each language. */
  titles: Record<Language, string>;
  /** The screen's other calls (a filter's choices), answered in every story. @default none */
  lookups?: FakeRoutes;
}

/** The stories every register list has: loading, empty, filled, delete confirmation, refusal, languages. */
export function registerListStories<Row extends FakeRow>({
  api,
  list = api,
  rows,
  sample,
  refusal,
  titles,
  lookups = {},
}: ListStoriesConfig<Row>) {
  const server = (extra: FakeRoutes = {}) =>
    withFakeClient({ ...fakeRegister(api, rows).routes, ...lookups, ...emptyHistory, ...extra });
  return {
    /** The records have not arrived: skeleton rows. */
    Loading: {
      parameters: server({ [`GET ${list}`]: () => neverSettles() }),
      play: async () => {
        await expect(await screen.findByRole('status')).toHaveTextContent('Carregando…');
      },
    },
    /** Nothing registered yet. */
    Empty: {
      parameters: server({ [`GET ${list}`]: () => [] }),
      play: async () => {
        // The empty state fades in once the rows have loaded.
        await waitFor(() => expect(screen.getByText('Nenhum registro cadastrado.')).toBeVisible());
        await expect(screen.getByRole('link', { name: 'Novo' })).toBeVisible();
      },
    },
    /** The records, a page of them, with 'Novo' and each row's edit and delete. */
    Filled: {
      play: async () => {
        await expect(await screen.findByRole('heading', { level: 1, name: titles['pt-BR'] })).toBeVisible();
        await expect(await screen.findByRole('button', { name: `Editar ${sample.label}` })).toBeVisible();
      },
    },
    /** Delete asks first, in the spec's words. */
    DeleteConfirmation: {
      play: async () => {
        await userEvent.click(await screen.findByRole('button', { name: `Excluir ${sample.label}` }));
        const dialog = await screen.findByRole('dialog', { name: 'Deseja excluir esse registro?' });
        await expect(dialog).toHaveTextContent('Essa ação não poderá ser revertida.');
      },
    },
    /** The server refuses the delete: its first reason shows, the row stays. */
    DeleteRefused: {
      parameters: server({
        [`DELETE ${api}/${sample.id}`]: () => {
          throw apiError(409, 'registers.inUse', refusal);
        },
      }),
      play: async () => {
        await userEvent.click(await screen.findByRole('button', { name: `Excluir ${sample.label}` }));
        const dialog = await screen.findByRole('dialog');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
        await waitFor(() => expect(screen.getByText(refusal)).toBeVisible());
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        await expect(screen.getByRole('button', { name: `Excluir ${sample.label}` })).toBeVisible();
      },
    },
    English: {
      globals: { locale: 'en-US' },
      play: async () => {
        await expect(await screen.findByRole('heading', { level: 1, name: titles['en-US'] })).toBeVisible();
        await expect(screen.getByRole('link', { name: 'New' })).toBeVisible();
        await expect(await screen.findByRole('button', { name: `Delete ${sample.label}` })).toBeVisible();
      },
    },
    Spanish: {
      globals: { locale: 'es' },
      play: async () => {
        await expect(await screen.findByRole('heading', { level: 1, name: titles.es })).toBeVisible();
        await expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeVisible();
        await expect(await screen.findByRole('button', { name: `Eliminar ${sample.label}` })).toBeVisible();
      },
    },
  };
}

export interface FormStoriesConfig {
  api: string;
  /** An existing record's edit form, e.g. '/customer-groups/2/edit'. */
  editPath: string;
  /** A field of the record edited, its label and value. */
  shown: { label: string; value: string };
  /** What the valid new record's fields get, by label. */
  typed: Record<string, string>;
  /** How many fields are required (the invalid story counts their messages). */
  required: number;
  /** The h1 of the new form and of the edit form in each language. */
  titles: { new: Record<Language, string>; edit: Record<Language, string> };
  /** The form's other calls (a select's choices), answered in every story. @default none */
  lookups?: FakeRoutes;
  /** Fills in what typing cannot (selects, a file), after `typed`. @default nothing */
  choose?: () => Promise<void>;
}

/** The stories every register form has: empty, edit, invalid, saving, server rejection, not found, languages. */
export function registerFormStories({
  api,
  editPath,
  shown,
  typed,
  required,
  titles,
  lookups = {},
  choose,
}: FormStoriesConfig) {
  const fillIn = async () => {
    for (const [label, value] of Object.entries(typed)) {
      await userEvent.type(await screen.findByRole('textbox', { name: label }), value);
    }
    await choose?.();
  };
  return {
    /** A new record: empty fields. */
    New: {
      play: async () => {
        await expect(
          await screen.findByRole('heading', { level: 1, name: titles.new['pt-BR'] }),
        ).toBeVisible();
        await expect(screen.getByRole('textbox', { name: shown.label })).toHaveValue('');
      },
    },
    /** An existing record, opened from its link: the fields filled in. */
    Edit: {
      parameters: { path: editPath },
      play: async () => {
        await expect(
          await screen.findByRole('heading', { level: 1, name: titles.edit['pt-BR'] }),
        ).toBeVisible();
        await expect(await screen.findByRole('textbox', { name: shown.label })).toHaveValue(shown.value);
      },
    },
    /** Saved empty: every required field says so. */
    Invalid: {
      play: async () => {
        await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
        await waitFor(() => expect(screen.getAllByText('Campo obrigatório')).toHaveLength(required));
      },
    },
    /** The server has not answered yet: Save waits, saying so. */
    Saving: {
      parameters: withFakeClient({ ...lookups, [`POST ${api}`]: () => neverSettles(), ...emptyHistory }),
      play: async () => {
        await fillIn();
        await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
        await expect(await screen.findByRole('button', { name: 'Salvando…' })).toBeDisabled();
      },
    },
    /** The server refuses the record: its first reason shows and the typing stays. */
    ServerRejection: {
      parameters: withFakeClient({
        ...lookups,
        [`POST ${api}`]: () => {
          throw apiError(400, 'validation.invalid', 'Já existe um registro com estes dados.');
        },
        ...emptyHistory,
      }),
      play: async () => {
        await fillIn();
        await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
        await waitFor(() => expect(screen.getByText('Já existe um registro com estes dados.')).toBeVisible());
        const [label, value] = Object.entries(typed)[0] ?? [];
        if (label) await expect(screen.getByRole('textbox', { name: label })).toHaveValue(value);
      },
    },
    /** An edit link whose record is gone. */
    NotFound: {
      parameters: { path: editPath.replace(/\d+/, '404') },
      play: async () => {
        await expect(await screen.findByRole('alert')).toHaveTextContent('Registro não encontrado');
        await expect(screen.getByRole('link', { name: 'Voltar à lista' })).toBeVisible();
      },
    },
    English: {
      globals: { locale: 'en-US' },
      parameters: { path: editPath },
      play: async () => {
        await expect(
          await screen.findByRole('heading', { level: 1, name: titles.edit['en-US'] }),
        ).toBeVisible();
        await expect(await screen.findByRole('button', { name: 'Save' })).toBeVisible();
      },
    },
    Spanish: {
      globals: { locale: 'es' },
      play: async () => {
        await expect(await screen.findByRole('heading', { level: 1, name: titles.new.es })).toBeVisible();
        await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
        await expect((await screen.findAllByText('Campo obligatorio')).length).toBe(required);
      },
    },
  };
}

export interface ConflictStoryConfig<Row extends FakeRow> {
  /** The register on the story's fake server (its routes answer the form). */
  register: FakeRegister<Row>;
  /** The record edited, and what someone else's save changes in it while the form is open. */
  id: number;
  elsewhere: Partial<Row>;
  /** The record's edit form, e.g. '/customer-groups/2/edit'. */
  editPath: string;
  /** What the user changes in the form before saving. */
  type: () => Promise<void>;
  /** The form's other calls (a select's choices). @default none */
  lookups?: FakeRoutes;
}

/**
 * A record someone else saved while it was being edited (issue 14): the save is refused, and the form says
 * so, lists field by field what is stored now beside what was typed, and offers to reload or overwrite.
 */
export function conflictStory<Row extends FakeRow>({
  register,
  id,
  elsewhere,
  editPath,
  type,
  lookups = {},
}: ConflictStoryConfig<Row>) {
  return {
    parameters: { path: editPath, ...withFakeClient({ ...lookups, ...register.routes, ...emptyHistory }) },
    play: async () => {
      await type();
      register.saveElsewhere(id, elsewhere);
      await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
      const notice = await screen.findByRole('alert');
      await expect(notice).toHaveTextContent('Outra pessoa alterou este registro enquanto você o editava');
      await expect(within(notice).getByRole('button', { name: 'Recarregar o que está salvo' })).toBeVisible();
      await expect(within(notice).getByRole('button', { name: 'Salvar o meu por cima' })).toBeVisible();
    },
  };
}

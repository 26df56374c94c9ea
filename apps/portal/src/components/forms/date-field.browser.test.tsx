import { useForm } from '@conform-to/react/future';
import type { Language } from '@dossel/api-client';
import { createFakeApiClient } from '@dossel/api-client/testing';
import { DosselProvider } from '@dossel/portal-widgets';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';

import { createPortalTestI18n } from '../../testing/portal-i18n';
import { DateField } from './date-field';
import { DateFilter } from '@dossel/ui-kit/dates';
import { LocalizedDates } from './localized-dates';

/** A form with one optional date, as the registers have, that reports what it would send. */
function DayForm({ onSend }: { onSend: (data: FormData) => void }) {
  const { form, fields } = useForm(z.object({ day: z.optional(z.string()) }), {
    defaultValue: { day: '2025-11-10' },
    onSubmit: (event) => {
      event.preventDefault();
      onSend(new FormData(event.currentTarget));
    },
  });
  return (
    <form {...form.props}>
      <DateField field={fields.day} label="Dia" />
      <button type="submit">Enviar</button>
    </form>
  );
}

function renderIn(language: Language, ui: React.ReactNode) {
  return render(
    <DosselProvider client={createFakeApiClient()} i18n={createPortalTestI18n(language)}>
      <Suspense fallback={null}>
        <LocalizedDates>{ui}</LocalizedDates>
      </Suspense>
    </DosselProvider>,
  );
}

describe('the date field', () => {
  it("names months in the user's language, not the browser's, and writes the day as that language does", async () => {
    // The browser runs in English: the field must not follow it.
    expect(navigator.language).not.toMatch(/^es/);
    renderIn('es', <DayForm onSend={() => {}} />);
    const field = page.getByRole('textbox', { name: 'Dia' });
    await expect.element(field).toHaveValue('10/11/2025');
    await field.click();
    // The calendar's title and days in dayjs's Spanish names.
    await expect.element(page.getByText('noviembre 2025')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '20 noviembre 2025' })).toBeVisible();
  });

  it('sends the day as YYYY-MM-DD whether typed in the language, picked or cleared', async () => {
    const sent: (string | null)[] = [];
    renderIn('pt-BR', <DayForm onSend={(data) => sent.push(data.get('day') as string | null)} />);
    const field = page.getByRole('textbox', { name: 'Dia' });
    await expect.element(field).toHaveValue('10/11/2025');

    await field.clear();
    await field.fill('03/02/2026');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => sent).toEqual(['2026-02-03']);

    await field.click();
    await page.getByRole('button', { name: '14 fevereiro 2026' }).click();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => sent).toEqual(['2026-02-03', '2026-02-14']);

    await page.getByRole('button', { name: 'Limpar a data' }).click();
    await expect.element(field).toHaveValue('');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => sent).toEqual(['2026-02-03', '2026-02-14', '']);
  });

  it('reads month first in en-US, and keeps the last whole day while one is half typed', async () => {
    function Filter() {
      const [day, setDay] = useState('');
      return (
        <>
          <DateFilter label="From" value={day} onChange={setDay} />
          <output aria-label="Chosen">{day}</output>
        </>
      );
    }
    renderIn('en-US', <Filter />);
    const field = page.getByRole('textbox', { name: 'From' });
    await field.click();
    await userEvent.keyboard('03/02/20');
    await expect.element(page.getByLabelText('Chosen')).toHaveTextContent(/^$/);
    await userEvent.keyboard('26');
    await expect.element(page.getByLabelText('Chosen')).toHaveTextContent('2026-03-02');
    await userEvent.keyboard('{Tab}');
    await expect.element(field).toHaveValue('03/02/2026');
  });
});

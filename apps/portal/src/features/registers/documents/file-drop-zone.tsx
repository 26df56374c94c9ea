import type { FieldMetadata } from '@conform-to/react/future';
import type { Language } from '@dossel/api-client';
import { Input, Text } from '@mantine/core';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatSize } from '../../../lib/format';
import classes from './file-drop-zone.module.css';
import { messageText } from '../../../lib/translation-keys';

export interface FileDropZoneProps {
  /** The Conform field of the file: its name, id, `required` and errors (i18n keys). */
  field: FieldMetadata<File | undefined>;
  label: string;
  /** What the file must be (its extension, the size limit), already translated. */
  hint: string;
  /** The extension the picker offers, e.g. 'pdf'. @default any file */
  extension?: string;
  /** What the picker offers when a field takes several extensions ('.tif,.geojson'); wins over `extension`. @default extension's */
  accept?: string;
  /** The stored file an edited document keeps unless another is chosen. @default none */
  keptFile?: { name: string; size: number };
}

/**
 * A file field that also takes a file dropped on it (Mantine's Dropzone is not installed): the real file
 * input, labelled and described, lies over the whole zone, so clicking, the keyboard and assistive
 * technology all reach the browser's own control; a drop puts the file in that input for Conform.
 */
export function FileDropZone({ field, label, hint, extension, accept, keptFile }: FileDropZoneProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  // The file lives in the real input, which Conform reads with the form: no controlled copy (Conform's
  // useControl would put 1 KB gzip on the sign-in page, which shares Conform's code; budget 180 KB).
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | undefined>();
  const [dragging, setDragging] = useState(false);
  const error = field.errors?.[0];
  const describedBy = [error ? `${field.id}-error` : null, `${field.id}-description`]
    .filter(Boolean)
    .join(' ');

  const take = (file: File | undefined) => {
    setChosen(file);
    // A dropped or picked file is checked at once (its type, its size), not when focus leaves.
    if (file) input.current?.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const target = input.current;
    if (!target || event.dataTransfer.files.length === 0) return;
    // Into the input, announced as a pick would be: Conform and the input's own handler both follow.
    target.files = event.dataTransfer.files;
    target.dispatchEvent(new Event('input', { bubbles: true }));
    target.dispatchEvent(new Event('change', { bubbles: true }));
  };

  return (
    <Input.Wrapper
      id={field.id}
      label={label}
      description={hint}
      error={typeof error === 'string' ? messageText(t, error) : undefined}
      required={field.required}
    >
      <div
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          // Moving over the zone's own text is not leaving it.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={drop}
      >
        <input
          ref={input}
          className={classes.input}
          type="file"
          id={field.id}
          name={field.name}
          accept={accept ?? (extension ? `.${extension}` : undefined)}
          required={field.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => take(event.currentTarget.files?.[0])}
        />
        <div className={classes.face}>
          <Text fw={600}>{t('registers.documents.file.drop')}</Text>
          <Text size="sm" c="gray.7" aria-live="polite">
            {chosen
              ? t('registers.documents.file.chosen', {
                  name: chosen.name,
                  size: formatSize(chosen.size, language),
                })
              : keptFile
                ? t('registers.documents.file.kept', {
                    name: keptFile.name,
                    size: formatSize(keptFile.size, language),
                  })
                : t('registers.documents.file.none')}
          </Text>
        </div>
      </div>
    </Input.Wrapper>
  );
}

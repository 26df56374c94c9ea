import { ActionIcon, Group } from '@mantine/core';

import type { DataTableTexts } from './data-table-texts';

// Outline icons drawn here: two glyphs do not justify an icon library in every host's bundle.
const iconProps = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

function PencilIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 20h4L18.5 9.5a2.83 2.83 0 0 0-4-4L4 16v4" />
      <path d="m13.5 6.5 4 4" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

export interface RowActionsProps {
  /** Names the row in the buttons' labels, e.g. 'Editar Grupo Norte'. */
  name: string;
  texts: Pick<DataTableTexts, 'edit' | 'delete'>;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** A row's edit and delete buttons: icons to the eye, the action and the row's name to a screen reader. */
export function RowActions({ name, texts, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onEdit ? (
        <ActionIcon variant="subtle" color="forest" aria-label={texts.edit(name)} onClick={onEdit}>
          <PencilIcon />
        </ActionIcon>
      ) : null}
      {onDelete ? (
        <ActionIcon variant="subtle" color="red.8" aria-label={texts.delete(name)} onClick={onDelete}>
          <TrashIcon />
        </ActionIcon>
      ) : null}
    </Group>
  );
}

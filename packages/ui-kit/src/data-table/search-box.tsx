import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** How long typing pauses before the rows are searched: one search per word, not per key. */
export const SEARCH_DELAY_MS = 200;

export interface SearchBoxProps {
  label: string;
  /** The host's search. */
  search: string;
  onSearchChange: (search: string) => void;
}

/**
 * The table's search box. It shows what is typed at once and tells the host after a pause: a host that
 * keeps the search in the address answers a moment later, and echoing that answer back into the box
 * would drop the keys typed meanwhile. A search the host changes itself (Back, a link) is shown.
 */
export function SearchBox({ label, search, onSearchChange }: SearchBoxProps) {
  const [typed, setTyped] = useState(search);
  const [sent, setSent] = useState(search);
  const [hostSearch, setHostSearch] = useState(search);
  // Adjusted while rendering, not in an effect, so the box never shows a stale search.
  if (search !== hostSearch) {
    setHostSearch(search);
    if (search !== sent) setTyped(search);
  }
  const send = useDebouncedCallback((value: string) => {
    setSent(value);
    onSearchChange(value);
  }, SEARCH_DELAY_MS);

  return (
    <TextInput
      type="search"
      label={label}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      w={{ base: '100%', xs: '20rem' }}
    />
  );
}

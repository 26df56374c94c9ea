// Kept by `pnpm typecheck`, not run: the typed translation keys (decision 021) hold only while a key no
// locale file has is a type error. Should the typing lapse (the declaration gone, `t` taking any string),
// the `@ts-expect-error` below would expect an error that no longer comes, and the type check fails.
import type { TFunction } from 'i18next';

declare const t: TFunction;

t('auth.sessionExpired');
// @ts-expect-error -- no locale file holds this key
t('auth.noSuchKey');

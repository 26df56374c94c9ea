// Storybook 10.3+ applies preview.tsx and the addons' annotations (a11y included) to every story test by
// itself; this file only adds what the Storybook runner does not do.
import { failOnConsole } from './fail-on-console';
import { screenshotEveryStory } from './visual-regression';

failOnConsole();
screenshotEveryStory();

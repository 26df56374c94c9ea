import { setProjectAnnotations } from '@storybook/react-vite';

import { failOnConsole } from '../../.storybook/fail-on-console';
import * as previewAnnotations from '../../.storybook/preview';

// composeStories renders stories as Storybook does: inside the preview's DosselProvider decorator.
setProjectAnnotations(previewAnnotations);
failOnConsole();

/** The gates and dialogs over the shell (terms of use, welcome): built in issue 4. */
export function ShellGates() {
  return null;
}

/** '/change-password': built by the account-flows work (issue 4). */
export function ChangePasswordPage() {
  return null;
}

/** An issue of a zod parse done by hand (multipart fields), as the error handler reads schema failures. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A 400 with one item per issue, exactly like a failed route schema: for requests whose body no route
 * schema can check (multipart uploads).
 */
export function validationFailure(issues: readonly Issue[]): Error {
  return Object.assign(new Error('validation failed'), {
    statusCode: 400,
    validation: issues.map((issue) => ({
      message: issue.message,
      instancePath: `/${issue.path.map(String).join('/')}`,
    })),
  });
}

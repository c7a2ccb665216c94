/** An error the client should see: HTTP status plus a Japanese message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message: string) => new ApiError(404, message);
export const badRequest = (message: string) => new ApiError(400, message);

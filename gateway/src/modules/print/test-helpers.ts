/** Helpers of this folder's unit tests (docx.test.ts, params.test.ts); nothing at run time uses them. */
import { ApiError } from '../../core/envelope.js';

/** The ApiError `run` throws; any other error is thrown on, and no error at all fails the test. */
export function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

/** The ApiError an async `run` rejects with (fails the test when it fulfils or rejects with something else). */
export async function asyncRefusal(run: () => Promise<unknown>): Promise<ApiError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

import { NotFound } from '@investradar/ui';

/** The library's 404 page, as the default export React's `lazy` loads. */
export default NotFound;

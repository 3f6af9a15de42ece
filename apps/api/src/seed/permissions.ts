// The permission table is seeded from the domain's one list (src/domain/permissions.ts), so the API,
// the fixtures and the visitor's account agree on what each account type may do.
export { PERMISSIONS_BY_TYPE } from '@investradar/ui/domain';

// The partner programme's public surface: attribution at registration and the partner's share of a
// payment or refund (written in the caller's transaction), and its service and routes.
export {
  attributeRegistration,
  recordPartnerPayment,
  recordPartnerRefund,
  type RegistrationOrigin,
} from './partners.repository';
export { createPartnersService } from './partners.service';
export { registerPartnerRoutes } from './partners.routes';

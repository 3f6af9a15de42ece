// The survey feature's public surface: its routes, service and repository.
export { createSurveyRepository } from './survey.repository';
export { createSurveyService } from './survey.service';
export { registerSurveyRoutes } from './survey.routes';

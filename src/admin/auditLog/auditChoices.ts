import { AUDIT_ACTIONS } from '../../api/auditLog';
import { CONTENT_RESOURCES } from '../../api/contentResources';

/** What the activity log names as acted on: every content resource, and the other things staff change. */
export const AUDIT_RESOURCES = [
  ...CONTENT_RESOURCES.map((resource) => resource.name),
  'contacts',
  'investors',
  'applicants',
  'users',
  'two-step',
  'settings',
  'session',
  'redirects',
];

export const AUDIT_RESOURCE_CHOICES = AUDIT_RESOURCES.map((name) => ({
  id: name,
  name: `lists.audit_log.resources.${name}`,
}));
export const AUDIT_ACTION_CHOICES = AUDIT_ACTIONS.map((action) => ({
  id: action,
  name: `lists.audit_log.actions.${action}`,
}));

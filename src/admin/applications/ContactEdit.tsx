import { ApplicationEdit } from './ApplicationEdit';

/** Back to the Applications screen after saving or deleting. */
const toApplications = () => '/applications';

/** One client application: what was sent, and the status and note staff keep on it. */
export function ContactEdit() {
  return <ApplicationEdit redirect={toApplications} sent={['reference', 'name', 'email', 'phone_number', 'message']} />;
}

import { Labeled } from 'react-admin';
import { ApplicationEdit } from './ApplicationEdit';
import { InvestorFiles } from './InvestorFiles';

/** After saving or deleting, back to the participants' tab of the Applications screen. */
const toParticipantsTab = () => '/applications?tab=worker';

/** One participant's application: what was sent with its documents, and the status and note staff keep on it. */
export function InvestorEdit() {
  return (
    <ApplicationEdit redirect={toParticipantsTab} sent={['reference', 'name', 'email', 'phone_number', 'info']}>
      <Labeled source="Files">
        <InvestorFiles />
      </Labeled>
    </ApplicationEdit>
  );
}

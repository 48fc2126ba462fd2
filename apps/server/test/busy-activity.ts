import { RequestActivity } from '../src/request-activity';

/** A server that is always busy with people's requests, counting how often background work asks. */
export function alwaysBusy(): { activity: RequestActivity; asked: () => number } {
  let asked = 0;
  class AlwaysBusy extends RequestActivity {
    override busy() {
      asked += 1;
      return true;
    }
  }
  return { activity: new AlwaysBusy(), asked: () => asked };
}

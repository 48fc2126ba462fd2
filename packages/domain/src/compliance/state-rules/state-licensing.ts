/**
 * States where a third-party agency must hold a licence (or a registration, permit or filed bond the
 * statute makes a condition of collecting) before it collects from the state's residents (decision
 * 0106). An account in one of these states is contacted only when an administrator has listed the
 * state among the agency's licences (compliance settings). Each entry cites its statute; states we
 * could not source, or whose statute exempts agencies outside the state, are in decision 0108.
 */
export type LicenceKind = 'licence' | 'registration' | 'permit' | 'bond';

export interface StateLicensing {
  state: string;
  kind: LicenceKind;
  source: string;
  /** An exemption or a detail the reviewer should know. */
  note?: string;
}

export const STATE_LICENSING: readonly StateLicensing[] = [
  { state: 'AK', kind: 'licence', source: 'Alaska Stat. §08.24.110 (collection agency licence)' },
  { state: 'AZ', kind: 'licence', source: 'Ariz. Rev. Stat. §32-1021 (collection agency licence)' },
  {
    state: 'AR',
    kind: 'licence',
    source: 'Ark. Code Ann. §17-24-301 (State Board of Collection Agencies)',
    note: 'The Board requires a licence of any agency that contacts debtors in Arkansas, wherever it is located.',
  },
  {
    state: 'CA',
    kind: 'licence',
    source: 'Cal. Fin. Code §100001 (Debt Collection Licensing Act, licence required from 1 January 2022)',
  },
  {
    state: 'CO',
    kind: 'licence',
    source: 'Colo. Rev. Stat. §5-16-115 (Colorado Fair Debt Collection Practices Act)',
  },
  { state: 'CT', kind: 'licence', source: 'Conn. Gen. Stat. §36a-801 (consumer collection agency licence)' },
  {
    state: 'FL',
    kind: 'registration',
    source: 'Fla. Stat. §559.553 (consumer collection agency registration)',
  },
  { state: 'HI', kind: 'registration', source: 'Haw. Rev. Stat. §443B-3 (collection agency registration)' },
  { state: 'ID', kind: 'licence', source: 'Idaho Code §26-2223 (Idaho Collection Agency Act)' },
  { state: 'IL', kind: 'licence', source: '205 ILCS 740/4 (Collection Agency Act)' },
  { state: 'IN', kind: 'licence', source: 'Ind. Code §25-11-1-3 (collection agency licence)' },
  { state: 'ME', kind: 'licence', source: 'Me. Rev. Stat. tit. 32, §11031 (debt collector licence)' },
  {
    state: 'MD',
    kind: 'licence',
    source: 'Md. Code, Bus. Reg. §7-301 (Maryland Collection Agency Licensing Act)',
  },
  { state: 'MA', kind: 'licence', source: 'Mass. Gen. Laws ch. 93, §24A (debt collector licence)' },
  {
    state: 'MI',
    kind: 'licence',
    source: 'Mich. Comp. Laws §339.904 (Occupational Code, collection agencies)',
  },
  { state: 'MN', kind: 'licence', source: 'Minn. Stat. §332.33 (collection agency licence)' },
  { state: 'NE', kind: 'licence', source: 'Neb. Rev. Stat. §45-606 (Collection Agency Act)' },
  { state: 'NV', kind: 'licence', source: 'Nev. Rev. Stat. §649.075 (collection agency licence)' },
  { state: 'NM', kind: 'licence', source: 'N.M. Stat. Ann. §61-18A-5 (Collection Agency Regulatory Act)' },
  {
    state: 'NC',
    kind: 'permit',
    source: 'N.C. Gen. Stat. §58-70-1 (collection agency permit, Commissioner of Insurance)',
  },
  { state: 'ND', kind: 'licence', source: 'N.D. Cent. Code §13-05-02 (collection agency licence)' },
  { state: 'OR', kind: 'registration', source: 'Or. Rev. Stat. §697.015 (collection agency registration)' },
  {
    state: 'RI',
    kind: 'registration',
    source: 'R.I. Gen. Laws §19-14.9-12 (debt collector registration)',
    note:
      'Exempts an agency outside Rhode Island collecting, only by telephone, fax or mail, for an out-of-state creditor a debt ' +
      'incurred out of state (§19-14.9-12(5)(b)): list RI if counsel finds that exemption applies.',
  },
  { state: 'TN', kind: 'licence', source: 'Tenn. Code Ann. §62-20-105 (Collection Service Act)' },
  {
    state: 'TX',
    kind: 'bond',
    source:
      'Tex. Fin. Code §392.101 (third-party debt collector surety bond filed with the Secretary of State)',
  },
  { state: 'WA', kind: 'licence', source: 'Rev. Code Wash. §19.16.110 (Collection Agency Act licence)' },
  { state: 'WV', kind: 'licence', source: 'W. Va. Code §47-16-4 (collection agency licence and bond)' },
  { state: 'WI', kind: 'licence', source: 'Wis. Stat. §218.04(2) (collection agency licence)' },
  { state: 'WY', kind: 'licence', source: 'Wyo. Stat. §33-11-101 (collection agency licence)' },
];

/** The state's licensing entry, or undefined where no licence is required (or none is on file). */
export function licensingOf(
  state: string,
  table: readonly StateLicensing[] = STATE_LICENSING,
): StateLicensing | undefined {
  return table.find((entry) => entry.state === state);
}

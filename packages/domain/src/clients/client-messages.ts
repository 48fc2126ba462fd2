/** Messages of the clients area (docs/product/clients.md). */
export const CLIENT_MESSAGES = {
  notFound: 'Client not found',
  codeTaken: 'Another client already has this code',
  codeFixed: "A client's code cannot change: import files place accounts by it",
  defaultStaysActive: 'The default client holds accounts placed without one and stays active',
  placementNotFound: 'This placement is not one of this client’s',
  accountsNotFound: 'Some of these accounts are not this client’s',
  nothingToRecall: 'Every one of these accounts is already recalled',
  unknownClientCode: (code: string) => `client_code ${code} is not a client: add it under Clients first`,
  inactiveClientCode: (code: string) =>
    `client_code ${code} is an inactive client: make it active under Clients to place accounts with it`,
  unknownPlacement: (id: string) => `placement_id ${id} is not a placement of this row’s client`,
  placedByOther: (code: string) =>
    `This account is placed by client ${code}: recall it there before placing it with another client`,
} as const;

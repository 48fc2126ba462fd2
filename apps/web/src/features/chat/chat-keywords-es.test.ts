import { describe, expect, it } from 'vitest';
import { readFreeText } from './chat-keywords';

const read = (text: string, verified = true) => {
  const request = readFreeText(text, verified);
  return request.kind === 'intent' ? request.intent : request.kind;
};

describe('readFreeText in Spanish (decision 0074)', () => {
  it('reads the main requests, with or without accents and opening marks', () => {
    expect(read('¿Cuánto debo?')).toBe('view_balance');
    expect(read('Quiero ver mi saldo')).toBe('view_balance');
    expect(read('Quiero pagar')).toBe('make_payment');
    expect(read('hacer un pago')).toBe('make_payment');
    expect(read('Quiero disputar esta deuda')).toBe('dispute_debt');
    expect(read('No reconozco esta deuda')).toBe('dispute_debt');
    expect(read('¿Puedo hacer un plan de pagos?')).toBe('change_payment_amount');
    expect(read('Quiero hablar con un representante')).toBe('speak_to_agent');
    expect(read('hablar con una persona')).toBe('speak_to_agent');
    expect(read('Necesito mi estado de cuenta')).toBe('request_statement');
    expect(read('historial de pagos')).toBe('transaction_history');
    expect(read('cerrar sesión')).toBe('logout');
    expect(read('cambiar mi teléfono')).toBe('update_contact');
    expect(read('el clima')).toBe('unknown');
  });

  it('reads the call-only requests, the narrower phrase first', () => {
    expect(read('Dejen de llamarme')).toBe('stop_communication');
    expect(read('no me contacten más')).toBe('stop_communication');
    expect(read('Número equivocado, no soy la persona')).toBe('wrong_party');
    expect(read('Perdí mi trabajo y no puedo pagar')).toBe('hardship_request');
    expect(read('disputar mi reporte de crédito')).toBe('dispute_credit_reporting');
    expect(read('¿Qué dice mi reporte de crédito?')).toBe('credit_reporting');
    expect(read('cambiar la fecha de pago')).toBe('change_due_date');
    expect(read('¿Puedo pausar mis pagos?')).toBe('request_deferment');
    expect(read('¿Por qué debo esto?')).toBe('explain_debt');
    expect(read('¿Me hacen un descuento?')).toBe('settlement_offer');
    expect(read('pagar todo el saldo')).toBe('make_payment');
    expect(readFreeText('pagar todo', true)).toEqual({
      kind: 'intent',
      intent: 'make_payment',
      payoff: true,
    });
  });

  it('before verification, asks to verify for the Spanish verify words and account requests', () => {
    for (const text of ['verificar', 'mi cuenta', 'un pago', '¿cuál es mi saldo?', 'disputar']) {
      expect(readFreeText(text, false)).toEqual({ kind: 'verify' });
    }
    // A call-only request is answered before verification, as in English.
    expect(read('dejen de llamarme', false)).toBe('stop_communication');
    expect(readFreeText('hola', false)).toEqual({ kind: 'unknown' });
  });
});

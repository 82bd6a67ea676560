/**
 * The order history in English: per event code (the domain's historyEvents) its name, its sentence with the
 * event's parameters, and the clauses of its optional parameters ({{value}}), added only when the event has them.
 */
export const orderHistoryEn = {
  orderHistory: {
    /** A stored code the catalogue no longer has (rows written before it). */
    other: 'Operation',
    names: {
      order: {
        sync: 'Order synchronised',
        check: 'Order checked',
        confirm: 'Order confirmed',
        cancel: 'Order cancelled',
        cancelByRefund: 'Order cancelled with a refund',
        import: 'Order imported',
        entered: 'Order entered by hand',
        edited: 'Order edited',
        move: 'Order status changed',
        salesPending: 'Sales pending changed',
        csPending: 'Customer-service pending changed',
        logistics: 'Processing centre and logistic method set',
        mark: 'Order marked',
        unmark: 'Order mark removed',
        addressConfirm: 'Address confirmed',
        edit: 'Order settings changed',
        merge: 'Orders merged',
        mergedInto: 'Merged into another order',
      },
      package: {
        consign: 'Package shipped',
        sign: 'Package signed for',
        intercept: 'Interception applied for',
      },
      refund: {
        create: 'Refund created',
        update: 'Refund edited',
        review: 'Refund reviewed',
        finish: 'Refund completed',
        delete: 'Refund deleted',
        paypal: 'Refunded to PayPal',
      },
      resend: {
        create: 'Resend created',
        update: 'Resend edited',
        approve: 'Resend confirmed',
        cancel: 'Resend cancelled',
        delete: 'Resend deleted',
      },
      refill: {
        create: 'Refill created',
        update: 'Refill edited',
        complete: 'Refill completed',
        reopen: 'Refill set back to incompleted',
        delete: 'Refill deleted',
      },
      return: {
        create: 'Return created',
        transfer: 'Return status changed',
        warehouseTransfer: 'Return status changed by the warehouse',
        print: 'Return form printed',
        repairTracking: 'Repair tracking number set',
        scheme: 'Return processing scheme set',
      },
      channelProblem: {
        create: 'Channel problem created',
        overwrite: 'Channel problem overwritten',
        update: 'Channel problem edited',
        scheme: 'Channel problem scheme set',
      },
    },
    details: {
      order: {
        sync: 'Synchronised from {{shop}}',
        check: 'Order check: {{error}}',
        cancelByRefund: 'Cancelled with refund {{refundNo}}',
        import: 'Imported from {{file}}, row {{rows}}',
        entered_one: '{{orderNo}} entered by hand: {{count}} line, {{total}} {{currency}}',
        entered_other: '{{orderNo}} entered by hand: {{count}} lines, {{total}} {{currency}}',
        edited_one: '{{count}} line, {{total}} {{currency}} (was {{was}} {{wasCurrency}})',
        edited_other: '{{count}} lines, {{total}} {{currency}} (was {{was}} {{wasCurrency}})',
        move: '{{from}} → {{to}}',
        salesPending: 'Sales pending {{pending}}',
        csPending: 'Customer-service pending {{pending}}',
        logistics: '{{centre}}{{method}}',
        edit: '{{language}}{{confirmType}}{{remark}}',
        merge: '{{orderNos}} merged into this order',
        mergedInto: 'Merged into {{orderNo}}',
      },
      package: {
        consign: '{{packageNo}} shipped by {{method}}',
        sign: '{{packageNo}} signed for',
        intercept: '{{packageNo}}: {{reason}}',
      },
      refund: {
        create: 'Refund {{refundNo}} of {{packageNo}}: {{total}} {{currency}}{{platformRefund}}',
        update: 'Refund {{refundNo}}: {{was}} → {{total}} {{currency}}',
        review: 'Refund {{refundNo}} reviewed',
        finish: 'Refund {{refundNo}} completed',
        delete: 'Refund {{refundNo}} deleted',
        paypal: 'Refund {{refundNo}}: {{amount}} {{currency}} refunded to PayPal{{completed}}',
      },
      resend: {
        create: 'Resend {{resendId}} of {{packageNo}}: new package {{newPackageNo}}{{missing}}',
        update: 'Resend {{resendId}} of {{packageNo}}: new package {{newPackageNo}}{{missing}}',
        approve: 'Resend {{resendId}} confirmed by review',
        cancel: 'Resend {{resendId}} cancelled by review',
        delete: 'Resend {{resendId}} deleted',
      },
      refill: {
        create: 'Refill {{refillNo}} of {{packageNo}}: {{amount}} {{currency}}, {{amountType}}',
        update: 'Refill {{refillNo}} of {{packageNo}}: {{amount}} {{currency}}, {{amountType}}',
        complete: 'Refill {{refillNo}} completed',
        reopen: 'Refill {{refillNo}} set back to incompleted',
        delete: 'Refill {{refillNo}} of {{packageNo}} deleted',
      },
      return: {
        create: 'Return {{returnNo}} of {{packageNo}}',
        transfer: 'Return {{returnNo}}: {{from}} → {{to}}{{trackingNo}}{{remark}}',
        warehouseTransfer: 'Return {{returnNo}}: {{from}} → {{to}}{{trackingNo}}{{remark}}',
        print: 'Return {{returnNo}}: form printed in batch {{batchNumber}}',
        repairTracking: 'Return {{returnNo}}: repair tracking number {{trackingNo}}',
        scheme: 'Return {{returnNo}}: processing scheme {{scheme}}',
      },
      channelProblem: {
        create: 'Channel problem of {{packageNo}} created',
        overwrite: 'Channel problem of {{packageNo}} overwritten',
        update: 'Channel problem of {{packageNo}} edited',
        scheme: 'Channel problem of {{packageNo}}: scheme {{scheme}}',
      },
    },
    clauses: {
      order: {
        logistics: { method: ' · {{value}}' },
        edit: {
          language: 'Language: {{value}}. ',
          confirmType: 'Confirmation: {{value}}. ',
          remark: 'Remark: {{value}}.',
        },
      },
      refund: {
        create: { platformRefund: ' (platform refund, completed)' },
        paypal: { completed: ', completed' },
      },
      resend: {
        create: { missing: ' (order details to add by hand: {{value}})' },
        update: { missing: ' (order details to add by hand: {{value}})' },
      },
      return: {
        transfer: { trackingNo: ', tracking number {{value}}', remark: ', remark: {{value}}' },
        warehouseTransfer: { trackingNo: ', tracking number {{value}}', remark: ', remark: {{value}}' },
      },
    },
    values: {
      on: 'set',
      off: 'cleared',
    },
  },
};

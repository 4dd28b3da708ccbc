// POST /broadcasting/auth: signs the user's own private notifications channel, nothing else.
import type { BroadcastingAuthAnswer } from '@refurb/contract';
import { notificationsChannel } from '../../app-services';
import { isValidChannelName, isValidSocketId, signChannelAuth } from '../../realtime';
import { apiRoute, throwIfInvalid } from '../api-route';
import { forbidden } from '../http-error';
import { addError, type ValidationErrors } from '../query-params';
import { readBodyFields } from '../read-body';
import { sendJson } from '../respond';
import type { Router } from '../router';

export function registerBroadcastingRoutes(router: Router): void {
  router.add(
    'POST',
    '/broadcasting/auth',
    apiRoute(async (context) => {
      const body = await readBodyFields(context);
      const socketId = typeof body.socket_id === 'string' ? body.socket_id : '';
      const channelName = typeof body.channel_name === 'string' ? body.channel_name : '';
      const errors: ValidationErrors = {};
      if (!isValidSocketId(socketId))
        addError(errors, 'socket_id', 'The socket id field must be a valid socket id.');
      if (!isValidChannelName(channelName))
        addError(errors, 'channel_name', 'The channel name field must be a valid channel name.');
      throwIfInvalid(errors);
      if (channelName !== notificationsChannel(context.user.id)) throw forbidden();
      const { appKey, appSecret } = context.services.config.pusher;
      const answer: BroadcastingAuthAnswer = signChannelAuth({
        socketId,
        channelName,
        appKey,
        appSecret,
      });
      sendJson(context, 200, answer);
    }),
  );
}

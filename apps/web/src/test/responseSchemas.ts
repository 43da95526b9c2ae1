import type { z } from 'zod';
import { accessRoleCopyAnswer, accessRoleDto, roleUsersAnswer, userRightsAnswer } from '@coulisse/shared/schemas/access';
import { messageAnswer, sessionUser } from '@coulisse/shared/schemas/accounts';
import { articleDto, articleImportPreview, articleImportResult, rentInfoDto } from '@coulisse/shared/schemas/articles';
import { calledAnswer, castUsersAnswer, groupDto, ownRolesAnswer, roleDto, sceneDto, sceneGroupDto, userCastingAnswer } from '@coulisse/shared/schemas/casting';
import { mailDetail, notificationItem, unreadNotifications } from '@coulisse/shared/schemas/communication';
import { profileSaveAnswer, sizesAnswer, userProfile, userRegistrationsAnswer } from '@coulisse/shared/schemas/people';
import { projectCopyAnswer, projectDto, projectSettingsDto, projectSettingsLists, projectStatistics } from '@coulisse/shared/schemas/projects';
import { copyRegistrationsAnswer, registrationDto, registrationFormAnswer, registrationSaveAnswer, unregisterAnswer } from '@coulisse/shared/schemas/registrations';
import { enterPinAnswer, presenceAnswer, repetitionDto, selectorData } from '@coulisse/shared/schemas/rehearsals';
import { orderArticleDto, orderDto, priceAnswer } from '@coulisse/shared/schemas/rentals';
import { searchAnswer } from '@coulisse/shared/schemas/search';
import { generalInfo, settingsBody } from '@coulisse/shared/schemas/settings';
import { categoryDto, rackDto } from '@coulisse/shared/schemas/stock';
import { certificateAnswer, certificateLink, certificateStatus, createProfileAnswer, deleteUserAnswer, linkedProfilesAnswer, resetLinkAnswer, transferAnswer } from '@coulisse/shared/schemas/userAdmin';
import { importPreview, importResult, onlineUsersAnswer, staffMailAnswer } from '@coulisse/shared/schemas/volunteers';

/**
 * The response schema of every API route whose answer the server declares with a shared schema
 * (`response: { 200: … }` in apps/server/src/modules/<area>/*.routes.ts, the same object the server
 * serialises with). `mockApi` parses each canned answer of such a route with it, so a web fixture
 * cannot drift from what the server sends. Keep it in step with the routes:
 * `responseSchemas.test.ts` checks every entry against docs/openapi.json.
 */
export const RESPONSE_SCHEMAS: Record<string, { status: number; schema: z.ZodType }> = {
  'GET /access_role/:id': { status: 200, schema: accessRoleDto },
  'GET /access_role/:id/copy': { status: 201, schema: accessRoleCopyAnswer },
  'POST /access_role/:id/users': { status: 200, schema: roleUsersAnswer },
  'POST /article': { status: 201, schema: articleDto },
  'GET /article/:id': { status: 200, schema: articleDto },
  'PUT /article/:id': { status: 200, schema: articleDto },
  'PUT /article/:id/status': { status: 200, schema: articleDto },
  'GET /articles/:id/rentinfo': { status: 200, schema: rentInfoDto },
  'GET /auth': { status: 200, schema: sessionUser },
  'POST /auth': { status: 200, schema: sessionUser },
  'GET /auth/switchProfile/:id': { status: 200, schema: sessionUser },
  'GET /category/:id': { status: 200, schema: categoryDto },
  'PUT /category/:id': { status: 200, schema: categoryDto },
  'POST /category/:id/prices': { status: 201, schema: categoryDto },
  'POST /change-password': { status: 200, schema: messageAnswer },
  'PUT /clothing-sizes': { status: 200, schema: profileSaveAnswer },
  'POST /clothing/category': { status: 201, schema: categoryDto },
  'POST /clothing/import': { status: 201, schema: articleImportResult },
  'POST /clothing/import/preview': { status: 200, schema: articleImportPreview },
  'POST /clothing/rack': { status: 201, schema: rackDto },
  'GET /clothing/rack/:id': { status: 200, schema: rackDto },
  'PUT /clothing/rack/:id': { status: 200, schema: rackDto },
  'POST /confirm-email': { status: 200, schema: messageAnswer },
  'POST /forgot-password': { status: 200, schema: messageAnswer },
  'GET /general/info': { status: 200, schema: generalInfo },
  'POST /general/search': { status: 200, schema: searchAnswer },
  'POST /import': { status: 201, schema: importResult },
  'POST /import/preview': { status: 200, schema: importPreview },
  'PUT /information': { status: 200, schema: profileSaveAnswer },
  'POST /mail': { status: 202, schema: staffMailAnswer },
  'GET /mail/:id': { status: 200, schema: mailDetail },
  'POST /mail/:id/retry': { status: 200, schema: mailDetail },
  'GET /notification/:id': { status: 200, schema: notificationItem },
  'GET /notifications/unread': { status: 200, schema: unreadNotifications },
  'GET /order/:id': { status: 200, schema: orderDto },
  'GET /orders/article/:id': { status: 200, schema: orderArticleDto },
  'POST /orders/price': { status: 200, schema: priceAnswer },
  'GET /own/project_roles/:projectName': { status: 200, schema: ownRolesAnswer },
  'PUT /privacy': { status: 200, schema: profileSaveAnswer },
  'POST /profile': { status: 201, schema: createProfileAnswer },
  'POST /users': { status: 201, schema: createProfileAnswer },
  'GET /project/:id': { status: 200, schema: projectDto },
  'PUT /project/:id': { status: 200, schema: projectDto },
  'POST /project/:id/accessRole/:roleId/users': { status: 200, schema: roleUsersAnswer },
  'POST /project/:id/copy': { status: 201, schema: projectCopyAnswer },
  'GET /project/:id/group/:groupId': { status: 200, schema: groupDto },
  'GET /project/:id/group/:groupId/users': { status: 200, schema: castUsersAnswer },
  'GET /project/:id/project_role/:roleId': { status: 200, schema: roleDto },
  'GET /project/:id/project_role/:roleId/users': { status: 200, schema: castUsersAnswer },
  'GET /project/:id/registration-form': { status: 200, schema: registrationFormAnswer },
  'GET /project/:id/registration-form/:userId': { status: 200, schema: registrationFormAnswer },
  'POST /project/:id/registrations/copy': { status: 200, schema: copyRegistrationsAnswer },
  'GET /project/:id/scene/:sceneId': { status: 200, schema: sceneDto },
  'GET /project/:id/scene/:sceneId/called': { status: 200, schema: calledAnswer },
  'GET /project/:id/scene_group/:sceneGroupId': { status: 200, schema: sceneGroupDto },
  'GET /project/:id/settings': { status: 200, schema: projectSettingsDto },
  'POST /project/:id/user/:userId': { status: 201, schema: registrationSaveAnswer },
  'POST /project/:id/user/:userId/access_roles': { status: 200, schema: userRightsAnswer },
  'GET /project/:id/user/:userId/casting': { status: 200, schema: userCastingAnswer },
  'GET /project/:id/user/:userId/rights': { status: 200, schema: userRightsAnswer },
  'POST /project/:id/users': { status: 201, schema: registrationSaveAnswer },
  'POST /projects': { status: 201, schema: projectDto },
  'GET /projects/:id/settings': { status: 200, schema: projectSettingsLists },
  'GET /registration/:id': { status: 200, schema: registrationDto },
  'PUT /registration/:id': { status: 200, schema: registrationSaveAnswer },
  'PUT /registrations/:id/roles': { status: 200, schema: registrationSaveAnswer },
  'PUT /registrations/others': { status: 200, schema: registrationSaveAnswer },
  'DELETE /registrations/signoff/:id': { status: 200, schema: unregisterAnswer },
  'GET /repetition/:id': { status: 200, schema: repetitionDto },
  'GET /repetition/:id/presence': { status: 200, schema: presenceAnswer },
  'PUT /repetition/:id/time': { status: 200, schema: repetitionDto },
  'POST /repetitions': { status: 201, schema: repetitionDto },
  'PUT /repetitions/:id': { status: 200, schema: repetitionDto },
  'POST /repetitions/:id/enterPin': { status: 200, schema: enterPinAnswer },
  'GET /repetitions/selectorData': { status: 200, schema: selectorData },
  'GET /settings': { status: 200, schema: settingsBody },
  'PUT /settings': { status: 200, schema: settingsBody },
  'POST /signup': { status: 201, schema: messageAnswer },
  'GET /statistics/overview/:projectId': { status: 200, schema: projectStatistics },
  'GET /statistics/users/online': { status: 200, schema: onlineUsersAnswer },
  'POST /upload/certificate': { status: 200, schema: certificateAnswer },
  'DELETE /user/:id': { status: 200, schema: deleteUserAnswer },
  'GET /user/:id': { status: 200, schema: userProfile },
  'POST /user/:id/access_roles': { status: 200, schema: userRightsAnswer },
  'PUT /user/:id/address': { status: 200, schema: profileSaveAnswer },
  'DELETE /user/:id/certificate': { status: 200, schema: certificateAnswer },
  'GET /user/:id/certificate': { status: 200, schema: certificateStatus },
  'POST /user/:id/certificate/link': { status: 200, schema: certificateLink },
  'PUT /user/:id/certificate/required': { status: 200, schema: certificateAnswer },
  'PUT /user/:id/clothing-sizes': { status: 200, schema: profileSaveAnswer },
  'GET /user/:id/confirm': { status: 200, schema: profileSaveAnswer },
  'PUT /user/:id/contact-details': { status: 200, schema: profileSaveAnswer },
  'PUT /user/:id/image': { status: 200, schema: profileSaveAnswer },
  'PUT /user/:id/information': { status: 200, schema: profileSaveAnswer },
  'PUT /user/:id/privacy': { status: 200, schema: profileSaveAnswer },
  'GET /user/:id/profiles': { status: 200, schema: linkedProfilesAnswer },
  'GET /user/:id/pwdToken': { status: 200, schema: resetLinkAnswer },
  'GET /user/:id/registrations': { status: 200, schema: userRegistrationsAnswer },
  'PUT /user/:id/remarks': { status: 200, schema: profileSaveAnswer },
  'GET /user/:id/rights': { status: 200, schema: userRightsAnswer },
  'GET /user/:id/sizes': { status: 200, schema: sizesAnswer },
  'GET /users/transfer/:a/:b': { status: 200, schema: transferAnswer },
  'GET /verify/:id': { status: 200, schema: profileSaveAnswer },
};

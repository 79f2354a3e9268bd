// Account calls (spec 000 §7.1): queries for the link pages, mutations for the forms.
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  answerInvitation,
  checkEmailExists,
  checkGoodEmail,
  checkInvitation,
  checkResetToken,
  completeLandlordRegistration,
  completeRegistration,
  forgotPassword,
  getLandlordRegistration,
  getRegistration,
  login,
  registerByPropertyCode,
  sendVerificationEmail,
  setNewPassword,
  verifyEmail,
  verifyPropertyCode,
} from '@hemvakt/contract/auth';
import type { BodyOf, ParamsOf } from '@hemvakt/contract/http';
import { callApi } from './client';

const linkQuery = { retry: false, staleTime: Infinity, refetchOnMount: false } as const;

export function useLogin() {
  return useMutation({ mutationFn: (body: BodyOf<typeof login>) => callApi(login, { body }) });
}

export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof sendVerificationEmail>) => callApi(sendVerificationEmail, { body }),
  });
}

export function verifyEmailCode(code: string) {
  return callApi(verifyEmail, { params: { code } });
}

export function useVerifyPropertyCode() {
  return useMutation({ mutationFn: (code: string) => callApi(verifyPropertyCode, { params: { code } }) });
}

export function useCheckGoodEmail() {
  return useMutation({
    mutationFn: (params: ParamsOf<typeof checkGoodEmail>) => callApi(checkGoodEmail, { params }),
  });
}

export function fetchEmailExists(email: string) {
  return callApi(checkEmailExists, { params: { email } });
}

export function useRegisterByPropertyCode() {
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: BodyOf<typeof registerByPropertyCode> }) =>
      callApi(registerByPropertyCode, { params: { code }, body }),
  });
}

export function useRegistration(token: string) {
  return useQuery({
    queryKey: ['registration', token],
    queryFn: ({ signal }) => callApi(getRegistration, { params: { token }, signal }),
    ...linkQuery,
  });
}

export function useCompleteRegistration(token: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof completeRegistration>) =>
      callApi(completeRegistration, { params: { token }, body }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof forgotPassword>) => callApi(forgotPassword, { body }),
  });
}

export function useResetToken(token: string) {
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => callApi(checkResetToken, { params: { token }, signal }),
    ...linkQuery,
  });
}

export function useSetNewPassword(token: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof setNewPassword>) => callApi(setNewPassword, { params: { token }, body }),
  });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => callApi(checkInvitation, { params: { token }, signal }),
    ...linkQuery,
  });
}

export function useAnswerInvitation(token: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof answerInvitation>) =>
      callApi(answerInvitation, { params: { token }, body }),
  });
}

export function useLandlordRegistration(token: string) {
  return useQuery({
    queryKey: ['landlord-registration', token],
    queryFn: ({ signal }) => callApi(getLandlordRegistration, { params: { token }, signal }),
    ...linkQuery,
  });
}

export function useCompleteLandlordRegistration(token: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof completeLandlordRegistration>) =>
      callApi(completeLandlordRegistration, { params: { token }, body }),
  });
}

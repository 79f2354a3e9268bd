// Gateway calls (spec 001 §7 'Gateway', spec 002 §2 'My gateway'): status, restart, removal, and the
// add calls that answer the gateway's credentials and zigbee2mqtt configuration once.
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  addGateway,
  addX5Gateway,
  findGatewayByMac,
  landlordAddGateway,
  landlordResetGateway,
  removeGateway,
  restartGateway,
  wasGatewayAdded,
} from '@hemvakt/contract/gateway';
import type { BodyOf } from '@hemvakt/contract/http';
import { callApi } from './client';

export const GATEWAY_STATUS_KEY = 'gateway-status';

export function useGatewayStatus(propertyId: string | null) {
  return useQuery({
    queryKey: [GATEWAY_STATUS_KEY, propertyId],
    queryFn: ({ signal }) => callApi(wasGatewayAdded, { params: { propertyId: propertyId ?? '' }, signal }),
    enabled: Boolean(propertyId),
    staleTime: 0,
  });
}

export function useRestartGateway() {
  return useMutation({
    mutationFn: (propertyId: string) => callApi(restartGateway, { params: { propertyId } }),
  });
}

export function useRemoveGateway() {
  return useMutation({
    mutationFn: (propertyId: string) => callApi(removeGateway, { params: { propertyId } }),
  });
}

export function findGateway(mac: string, signal?: AbortSignal) {
  return callApi(findGatewayByMac, { params: { mac }, signal });
}

export function useAddGateway(propertyId: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof addGateway>) => callApi(addGateway, { params: { propertyId }, body }),
  });
}

export function useAddX5Gateway(propertyId: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof addX5Gateway>) =>
      callApi(addX5Gateway, { params: { propertyId }, body }),
  });
}

export function useLandlordAddGateway(apartmentId: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof landlordAddGateway>) =>
      callApi(landlordAddGateway, { params: { apartmentId }, body }),
  });
}

export function useLandlordResetGateway() {
  return useMutation({
    mutationFn: (id: string) => callApi(landlordResetGateway, { params: { id } }),
  });
}

// Property rows → the Property entity of spec 000 §3.4, as the calling member sees it.
import type { Property } from '@hemvakt/contract/user-data';
import type { MemberPropertyRow } from './properties.repo';

export function presentProperty(property: MemberPropertyRow): Property {
  return {
    id: property.id,
    propertyName: property.property_name,
    street: property.street,
    city: property.city,
    postCode: property.post_code,
    country: property.country,
    appUserIds: property.app_user_ids ?? '',
    agentId: property.agent_id,
    landlordId: property.landlord_id,
    propertyGateway: property.gateway_model ? { model: property.gateway_model } : null,
    retailerIntegrationEnabled: property.retailer_integration_enabled,
    gatewayActive: property.gateway_active ?? false,
    disconnectedAt: property.gateway_disconnected_at ? property.gateway_disconnected_at.getTime() : null,
    notificationWhenGatewayDisconnects: property.notify_gateway_disconnects,
  };
}

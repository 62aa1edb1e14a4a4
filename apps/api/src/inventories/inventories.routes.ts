import { Provider, Type } from '@nestjs/common';
import { ApproveInventoryController } from './approve-inventory/approve-inventory.http.controller';
import { CreateInventoryController } from './create-inventory/create-inventory.http.controller';
import { DeleteInventoryController } from './delete-inventory/delete-inventory.http.controller';
import { InventoryExportController } from './export-inventory/inventory-export.http.controller';
import { InventoryAsOf } from './list-inventories/inventory-as-of';
import { ListInventoriesController } from './list-inventories/list-inventories.http.controller';
import { InventoryCommands } from './inventory.commands';
import { INVENTORY_LIST, InventoryReader } from './inventory.reader';
import { documentListController } from '../documents/document-list';

/** The routes of /api/inventories. */
export const INVENTORY_CONTROLLERS: Type<unknown>[] = [
  documentListController(INVENTORY_LIST),
  ListInventoriesController,
  InventoryExportController,
  CreateInventoryController,
  ApproveInventoryController,
  DeleteInventoryController,
];
export const INVENTORY_PROVIDERS: Provider[] = [InventoryReader, InventoryCommands, InventoryAsOf];

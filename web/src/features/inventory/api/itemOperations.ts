// Item editing: the item's own fields, its variants, pack variants and bundles.
import { graphql } from '../../../gql';

export const ItemVariantsQuery = graphql(`
  query ItemVariants_Item($storeId: String!, $id: String!) {
    item(storeId: $storeId, id: $id) {
      __typename
      ... on ItemNode {
        id
        variants {
          id
          itemId
          name
          manufacturer
          dosesPerUnit
          vvmType
          bundles {
            id
            ratio
            principalItemVariantId
            bundledItemVariantId
            principalVariant {
              id
              name
              itemCode
              itemName
            }
            bundledVariant {
              id
              name
              itemCode
              itemName
            }
          }
        }
        packVariants {
          id
          itemId
          packSize
          name
          abbreviation
        }
      }
    }
  }
`);

export const ItemEditQuery = graphql(`
  query ItemEditDialog_Item($storeId: String!, $id: String!) {
    item(storeId: $storeId, id: $id) {
      __typename
      ... on ItemNode {
        id
        code
        name
        unitName
        type
        defaultPackSize
        dosesPerUnit
        isVaccine
        strength
        form
        volumePerUnit
        manufacturer
        universalCode
        universalName
      }
    }
  }
`);

export const MasterListsQuery = graphql(`
  query ItemEditDialog_MasterLists($storeId: String!) {
    masterLists(storeId: $storeId) {
      id
      code
      name
    }
  }
`);

export const InsertItemMutation = graphql(`
  mutation ItemEditDialog_InsertItem($storeId: String!, $input: InsertItemInput!) {
    insertItem(storeId: $storeId, input: $input) {
      __typename
      ... on ItemNode {
        id
      }
      ... on ItemMutationError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const UpdateItemMutation = graphql(`
  mutation ItemEditDialog_UpdateItem($storeId: String!, $input: UpdateItemInput!) {
    updateItem(storeId: $storeId, input: $input) {
      __typename
      ... on ItemNode {
        id
      }
      ... on ItemMutationError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const UpsertItemVariantMutation = graphql(`
  mutation ItemVariantDialog_Upsert($storeId: String!, $input: ItemVariantInput!) {
    upsertItemVariant(storeId: $storeId, input: $input) {
      __typename
      ... on ItemVariantMutationError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const DeleteItemVariantMutation = graphql(`
  mutation ItemVariants_DeleteVariant($storeId: String!, $id: String!) {
    deleteItemVariant(storeId: $storeId, id: $id) {
      __typename
      ... on ItemVariantMutationError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const UpsertPackVariantMutation = graphql(`
  mutation PackVariantDialog_Upsert($storeId: String!, $input: PackVariantInput!) {
    upsertPackVariant(storeId: $storeId, input: $input) {
      __typename
      ... on ItemVariantMutationError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const DeletePackVariantMutation = graphql(`
  mutation ItemVariants_DeletePackVariant($storeId: String!, $id: String!) {
    deletePackVariant(storeId: $storeId, id: $id) {
      __typename
      ... on ItemVariantMutationError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const UpsertBundledItemMutation = graphql(`
  mutation BundleDialog_Upsert($storeId: String!, $input: BundledItemInput!) {
    upsertBundledItem(storeId: $storeId, input: $input) {
      __typename
      ... on ItemVariantMutationError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const DeleteBundledItemMutation = graphql(`
  mutation ItemVariants_DeleteBundle($storeId: String!, $id: String!) {
    deleteBundledItem(storeId: $storeId, id: $id) {
      __typename
      ... on ItemVariantMutationError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

-- Every list a buyer opens is filtered by their orgs and categories (data scope) and usually a status:
-- this index lets the capped count of such a list be an index-only scan.
CREATE INDEX "con_contract_head_scope_idx" ON "con_contract_head" ("org_code", "category_code", "status", "id");

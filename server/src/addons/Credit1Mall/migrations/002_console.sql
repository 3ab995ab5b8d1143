-- The console's points mall: goods have a stock (exchanging takes one; existing goods start with 100), and a
-- shipped parcel names its carrier beside the tracking number (`express_number`) and time (`sent_at`).
ALTER TABLE credit1_mall_goods ADD COLUMN stock INTEGER NOT NULL DEFAULT 100 CHECK (stock >= 0);
ALTER TABLE credit1_mall_orders ADD COLUMN express_company TEXT NOT NULL DEFAULT '';

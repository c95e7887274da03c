const CACHE = "mahjong-__BUILD__";

-- The points of each day of a streak's cycle, as the console sets them: day 1..N, then the cycle starts
-- again (the last day is the cycle's bonus). Starts as the cycle learners had before: 5 5 10 10 15 15 30.
CREATE TABLE day_sign_in_rewards (
  day INTEGER PRIMARY KEY,
  reward INTEGER NOT NULL
);
INSERT INTO day_sign_in_rewards (day, reward) VALUES (1, 5), (2, 5), (3, 10), (4, 10), (5, 15), (6, 15), (7, 30);
